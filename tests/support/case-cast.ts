import { beforeAll } from 'vitest';
import { createCase, createDesk, createUser, type NewUser } from '../../src/server/seed/factories';
import { signIn, type TestApp } from './test-app';

/** A signed-in person: the user row plus the session cookie to send as them. */
export type Person = Awaited<ReturnType<typeof createUser>> & { cookie: string };

async function person(
  t: TestApp,
  role: 'client' | 'lawyer' | 'manager' | 'admin',
  deskId: string | null = null,
  overrides: NewUser = {},
) {
  const user = await createUser(t.db, { role, deskId, ...overrides });
  return { ...user, cookie: (await signIn(t.app, user.username, user.password!)).cookie! };
}

/**
 * The people a per-case feature (documents, messages) is checked against: a case on desk
 * `deskId` with its client, lawyer and manager; a colleague lawyer of the same desk who is not on
 * the case; a manager of another desk; another client whose case (`otherCaseId`) is on that other
 * desk; and an admin. Built once per test file, everyone signed in.
 */
export async function caseCast(t: TestApp) {
  const desk = await createDesk(t.db);
  const desk2 = await createDesk(t.db);
  const client = await person(t, 'client');
  const otherClient = await person(t, 'client');
  const lawyer = await person(t, 'lawyer', desk.id);
  const lawyerOther = await person(t, 'lawyer', desk.id);
  const manager = await person(t, 'manager', desk.id);
  const managerOther = await person(t, 'manager', desk2.id);
  const admin = await person(t, 'admin');
  const caseId = (await createCase(t.db, { clientId: client.id, deskId: desk.id, lawyerId: lawyer.id })).id;
  const otherCaseId = (await createCase(t.db, { clientId: otherClient.id, deskId: desk2.id })).id;
  return {
    deskId: desk.id,
    client,
    otherClient,
    lawyer,
    lawyerOther,
    manager,
    managerOther,
    admin,
    caseId,
    otherCaseId,
  };
}

export type Cast = Awaited<ReturnType<typeof caseCast>>;

/**
 * The cast built once before the file's tests, by a hook added where this is called (so after the
 * app, before the file's own hooks). The object is filled in then: read it in tests and hooks.
 */
export function castPerFile(t: TestApp): Cast {
  const cast = {} as Cast;
  beforeAll(async () => {
    Object.assign(cast, await caseCast(t));
  });
  return cast;
}

/** Someone besides the cast, signed in before the file's tests (e.g. D37's second admin). */
export function personPerFile(
  t: TestApp,
  role: 'client' | 'lawyer' | 'manager' | 'admin',
  overrides: NewUser = {},
) {
  const someone = {} as Person;
  beforeAll(async () => {
    Object.assign(someone, await person(t, role, null, overrides));
  });
  return someone;
}
