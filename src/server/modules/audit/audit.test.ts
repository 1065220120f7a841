import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { writeAudit } from '../../core/audit';
import { createCase, createDesk, createUser } from '../../seed/factories';

const t = appPerFile();
let cookie: string;
let actorId: string;
beforeAll(async () => {
  const admin = await loginAs(t, 'admin');
  cookie = admin.cookie;
  actorId = (await createUser(t.db, { password: null })).id;
  const as = { actorId, actorRole: 'lawyer', ip: null, requestId: null };
  const nobody = { actorId: null, actorRole: null, ip: null, requestId: null };
  await writeAudit(t.db, as, { action: 'case.phase_changed', entity: 'case', entityId: 'case-1' });
  await writeAudit(t.db, as, { action: 'case.phase_changed', entity: 'case', entityId: 'case-2' });
  await writeAudit(t.db, nobody, { action: 'desk.created', entity: 'desk', entityId: 'desk-1' });
});

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

describe('GET /api/admin/audit: what each entry is about (issue 17 item 6)', () => {
  type Subject = {
    person: string | null;
    reference: string | null;
    desk: string | null;
    erased: boolean;
    gone: boolean;
  };
  const subjectOf = async (entityId: string) =>
    ((await audit(`entityId=${entityId}`)).json().entries as { subject: Subject | null }[])[0]?.subject;

  it('names the person and the case reference instead of an id', async () => {
    const client = await createUser(t.db, { firstName: 'Mira', lastName: 'Subjectova', password: null });
    const theCase = await createCase(t.db, { clientId: client.id });
    const as = { actorId, actorRole: 'lawyer', ip: null, requestId: null };
    await writeAudit(t.db, as, { action: 'case.phase_changed', entity: 'case', entityId: theCase.id });
    await writeAudit(t.db, as, { action: 'user.updated', entity: 'user', entityId: client.id });
    expect(await subjectOf(theCase.id)).toEqual({
      person: 'Mira Subjectova',
      reference: theCase.reference,
      desk: null,
      erased: false,
      gone: false,
    });
    expect(await subjectOf(client.id)).toMatchObject({ person: 'Mira Subjectova', reference: null });
  });

  it('says a person was erased, without their name, and a deleted record is gone', async () => {
    const client = await createUser(t.db, { firstName: 'Erin', lastName: 'Tobeerased', password: null });
    const theCase = await createCase(t.db, { clientId: client.id });
    const as = { actorId, actorRole: 'admin', ip: null, requestId: null };
    await writeAudit(t.db, as, { action: 'case.phase_changed', entity: 'case', entityId: theCase.id });
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${client.id}/erase`,
      headers: { cookie },
    });
    expect(erased.statusCode).toBe(200);
    const subject = await subjectOf(theCase.id);
    expect(subject).toMatchObject({ person: null, reference: theCase.reference, erased: true, gone: false });
    expect(JSON.stringify(subject)).not.toContain('Tobeerased');

    const vanished = '0190c6c4-0000-7000-8000-00000000dead';
    await writeAudit(t.db, as, { action: 'user.deleted', entity: 'user', entityId: vanished });
    expect(await subjectOf(vanished)).toEqual({
      person: null,
      reference: null,
      desk: null,
      erased: false,
      gone: true,
    });
  });

  it('names a desk, and leaves entries without a record to look up without a subject', async () => {
    const desk = await createDesk(t.db, { name: 'Alpine subjects' });
    const as = { actorId, actorRole: 'admin', ip: null, requestId: null };
    await writeAudit(t.db, as, { action: 'desk.updated', entity: 'desk', entityId: desk.id });
    expect(await subjectOf(desk.id)).toMatchObject({ desk: 'Alpine subjects', gone: false });
    await writeAudit(t.db, as, { action: 'settings.updated', entity: 'firm_settings', entityId: null });
    const [settings] = (await audit('entity=firm_settings')).json().entries as { subject: unknown }[];
    expect(settings?.subject).toBeNull();
  });
});
