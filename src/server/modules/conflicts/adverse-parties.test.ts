import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { adverseParties, auditLog } from '../../db/schema';

/** Issue 21 item 5: the adverse-party list, kept by admins. */
const t = appPerFile();
let cookie: string;
beforeAll(async () => {
  ({ cookie } = await loginAs(t, 'admin', { firstName: 'Ada', lastName: 'Admin' }));
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

describe('/api/admin/adverse-parties', () => {
  it('adds a party with its phone in E.164 and email lowercased, lists it, audits it', async () => {
    const added = await call('POST', '/api/admin/adverse-parties', {
      name: '  FX Trade Pro Ltd ',
      aliases: ['FXTP', 'FX Trade Pro'],
      email: 'Desk@FXTradePro.example',
      phone: '020 7946 0958',
      country: 'uk',
      note: 'Defendant in the 2025 group action.',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'FX Trade Pro Ltd',
      aliases: ['FXTP', 'FX Trade Pro'],
      email: 'desk@fxtradepro.example',
      phone: '+442079460958',
      country: 'UK',
      createdByName: 'Ada Admin',
    });
    const list = (await call('GET', '/api/admin/adverse-parties')).json();
    expect(list.parties.map((p: { id: string }) => p.id)).toContain(added.json().id);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, added.json().id));
    expect(audit).toMatchObject({ action: 'adverse_party.added', entity: 'adverse_party' });
  });

  it('refuses a missing name, a bad email and an unreadable phone, with a message per field', async () => {
    const noName = await call('POST', '/api/admin/adverse-parties', { name: ' ', email: 'not-an-email' });
    expect(noName.statusCode).toBe(400);
    expect(Object.keys(noName.json().error.fields)).toEqual(expect.arrayContaining(['name', 'email']));
    const badPhone = await call('POST', '/api/admin/adverse-parties', { name: 'Someone', phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.fields.phone).toMatch(/country code/);
    const tooMany = await call('POST', '/api/admin/adverse-parties', {
      name: 'Someone',
      aliases: Array.from({ length: 21 }, (_, i) => `Alias ${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('removes a party: the row stays with who and when, the list drops it, twice is 404', async () => {
    const { id } = (await call('POST', '/api/admin/adverse-parties', { name: 'Short Lived SA' })).json();
    expect((await call('DELETE', `/api/admin/adverse-parties/${id}`)).statusCode).toBe(204);
    const [row] = await t.db.select().from(adverseParties).where(eq(adverseParties.id, id));
    expect(row!.removedAt).not.toBeNull();
    expect(row!.removedBy).not.toBeNull();
    const list = (await call('GET', '/api/admin/adverse-parties')).json();
    expect(list.parties.map((p: { id: string }) => p.id)).not.toContain(id);
    const again = await call('DELETE', `/api/admin/adverse-parties/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toMatch(/adverse party was not found/);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(['adverse_party.added', 'adverse_party.removed']);
  });
});
