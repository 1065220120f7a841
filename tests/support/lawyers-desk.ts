import { beforeAll } from 'vitest';
import { createDesk } from '../../src/server/seed/factories';
import { loginAs, type TestApp } from './test-app';

export type Person = { id: string; cookie: string };

/**
 * The setup of the tests of a lawyer's own pages: before the file's tests, a desk for Germany and
 * (unless `withAdmin` is false) an administrator signed in; lawyers on that desk made on demand,
 * and `get` reads a page as one of them. `desk.id` and `admin` are filled in before the first test.
 */
export function lawyersDesk(t: TestApp, { withAdmin = true } = {}) {
  const desk = { id: '' };
  const admin = {} as Person;
  beforeAll(async () => {
    desk.id = (await createDesk(t.db, { countries: ['DE'] })).id;
    if (!withAdmin) return;
    const { user, cookie } = await loginAs(t, 'admin');
    Object.assign(admin, { id: user.id, cookie });
  });
  const get = (who: Person, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const newLawyer = async (): Promise<Person> => {
    const { user, cookie } = await loginAs(t, 'lawyer', { deskId: desk.id });
    return { id: user.id, cookie };
  };
  return { desk, admin, get, newLawyer };
}
