import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../../tests/support/test-app';
import { writeAudit } from '../../core/audit';
import { createUser } from '../../db/seed/factories';

let t: TestApp;
let cookie: string;
let actorId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await loginAs(t, 'admin');
  cookie = admin.cookie;
  actorId = (await createUser(t.db, { password: null })).id;
  const as = { actorId, actorRole: 'lawyer', ip: null, requestId: null };
  const nobody = { actorId: null, actorRole: null, ip: null, requestId: null };
  await writeAudit(t.db, as, { action: 'case.phase_changed', entity: 'case', entityId: 'case-1' });
  await writeAudit(t.db, as, { action: 'case.phase_changed', entity: 'case', entityId: 'case-2' });
  await writeAudit(t.db, nobody, { action: 'desk.created', entity: 'desk', entityId: 'desk-1' });
});
afterAll(() => t.close());

type Entry = { id: number; action: string; actorId: string | null; entityId: string | null; at: string };
const audit = async (query: string, as: string | null = cookie) =>
  t.app.inject({ url: `/api/admin/audit?${query}`, headers: as ? { cookie: as } : {} });
const entries = async (query: string) => (await audit(query)).json().entries as Entry[];

describe('GET /api/admin/audit', () => {
  it('filters by action, actor and entity, newest first', async () => {
    const byAction = await entries('action=case.phase_changed');
    expect(byAction.map((e) => e.entityId)).toEqual(['case-2', 'case-1']);
    expect((await entries(`actorId=${actorId}`)).map((e) => e.action)).toEqual([
      'case.phase_changed',
      'case.phase_changed',
    ]);
    expect((await entries('entity=desk')).map((e) => e.entityId)).toEqual(['desk-1']);
  });

  it('filters by date: a plain `to` date includes the whole day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await entries('limit=100');
    expect(await entries(`from=${today}&to=${today}&limit=100`)).toEqual(all);
    expect(await entries('to=2000-01-01')).toEqual([]);
    expect(await entries('from=2999-01-01')).toEqual([]);
    const [newest] = all;
    const justBefore = await entries(`to=${encodeURIComponent(newest!.at)}&limit=100`);
    expect(justBefore.map((e) => e.id)).not.toContain(newest!.id);
  });

  it('pages with a keyset cursor, at most 100 at a time', async () => {
    const first = (await audit('limit=1')).json();
    expect(first.entries).toHaveLength(1);
    const next = (await audit(`limit=1&before=${first.nextBefore}`)).json();
    expect(next.entries[0].id).toBeLessThan(first.entries[0].id);
    const tooMany = await audit('limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().error.fields)).toEqual(['limit']);
  });

  it('names invalid filters', async () => {
    const response = await audit('from=yesterday&actorId=42');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      from: 'Use a date (YYYY-MM-DD) or an ISO date-time',
      actorId: 'Not a valid user id',
    });
  });

  it('is for admins only', async () => {
    const lawyer = await loginAs(t, 'lawyer');
    expect((await audit('', lawyer.cookie)).statusCode).toBe(403);
    expect((await audit('', null)).statusCode).toBe(401);
  });
});
