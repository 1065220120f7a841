import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { auditLog, users } from '../../db/schema';
import { createUser } from '../../seed/factories';
import { publicKit } from './public-site.test-support';

const t = appPerFile();
let kit: Awaited<ReturnType<typeof publicKit>>;
beforeAll(async () => {
  kit = await publicKit(t);
});

const team = async () => (await kit.call({ method: 'GET', url: '/api/public/team' })).json().members;
const setProfile = (cookie: string | undefined, payload: Record<string, unknown>) =>
  kit.call({ method: 'PUT', url: '/api/staff/public-profile', payload, cookie });

describe('the public team: lawyers and managers who opted in', () => {
  it('lists no one until someone opts in, then them in name order, with what they chose to publish', async () => {
    expect(await team()).toEqual([]);
    const lawyer = await loginAs(t, 'lawyer', { firstName: 'Lena', lastName: 'Vogel' });
    const manager = await loginAs(t, 'manager', { firstName: 'Mara', lastName: 'Jansen' });
    await loginAs(t, 'lawyer', { firstName: 'Luc', lastName: 'Aubert' }); // never opts in

    const opted = await setProfile(lawyer.cookie, { visible: true, bio: '  Cross-border crypto tracing.  ' });
    expect(opted.statusCode, opted.body).toBe(200);
    const lenaEntry = {
      id: lawyer.user.id,
      firstName: 'Lena',
      lastName: 'Vogel',
      role: 'lawyer',
      bio: 'Cross-border crypto tracing.',
    };
    expect(opted.json()).toEqual({ visible: true, member: lenaEntry });
    expect((await setProfile(manager.cookie, { visible: true })).statusCode).toBe(200);

    const members = await team();
    expect(members).toEqual([
      { id: manager.user.id, firstName: 'Mara', lastName: 'Jansen', role: 'manager', bio: null },
      lenaEntry,
    ]);
    // Published fields only: nothing to reach or find the person by.
    expect(Object.keys(members[0]).sort()).toEqual(['bio', 'firstName', 'id', 'lastName', 'role']);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.public_profile_updated'), eq(auditLog.entityId, lawyer.user.id)));
    expect(audit).toMatchObject({
      actorId: lawyer.user.id,
      before: { visible: false, bio: null },
      after: { visible: true, bio: 'Cross-border crypto tracing.' },
    });

    // Opting out removes them at once (the bio is cleared when not sent).
    const out = await setProfile(lawyer.cookie, { visible: false });
    expect(out.json()).toEqual({ visible: false, member: { ...lenaEntry, bio: null } });
    expect((await team()).map((m: { id: string }) => m.id)).toEqual([manager.user.id]);
  });

  it('hides a banned or deactivated person even if they opted in', async () => {
    const banned = await loginAs(t, 'lawyer', { lastName: 'Banned' });
    const inactive = await loginAs(t, 'manager', { lastName: 'Inactive' });
    await setProfile(banned.cookie, { visible: true });
    await setProfile(inactive.cookie, { visible: true });
    expect((await team()).map((m: { lastName: string }) => m.lastName)).toEqual(
      expect.arrayContaining(['Banned', 'Inactive']),
    );
    const ban = await kit.call({
      method: 'POST',
      url: `/api/admin/users/${banned.user.id}/ban`,
      payload: { reason: 'Left the firm under investigation' },
      cookie: kit.admin.cookie,
    });
    expect(ban.statusCode, ban.body).toBe(200);
    await t.db.update(users).set({ status: 'inactive' }).where(eq(users.id, inactive.user.id));
    const names = (await team()).map((m: { lastName: string }) => m.lastName);
    expect(names).not.toContain('Banned');
    expect(names).not.toContain('Inactive');
  });

  it("erases an erased person's biography with the rest of their personal data (D13)", async () => {
    const leaving = await loginAs(t, 'lawyer', { lastName: 'Leaving' });
    await setProfile(leaving.cookie, { visible: true, bio: 'Twenty years of banking litigation.' });
    const erase = await kit.call({
      method: 'POST',
      url: `/api/admin/users/${leaving.user.id}/erase`,
      cookie: kit.admin.cookie,
    });
    expect(erase.statusCode, erase.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, leaving.user.id));
    expect(row).toMatchObject({ publicProfile: false, publicBio: null });
    expect((await team()).map((m: { id: string }) => m.id)).not.toContain(leaving.user.id);
  });

  it('lists at most 50', async () => {
    for (let i = 0; i < 52; i++) {
      const person = await createUser(t.db, { role: 'lawyer', password: null, lastName: `Zz ${i}` });
      await t.db.update(users).set({ publicProfile: true }).where(eq(users.id, person.id));
    }
    expect(await team()).toHaveLength(50);
  });
});

describe('PUT /api/staff/public-profile', () => {
  it('is for lawyers and managers only', async () => {
    expect((await setProfile(undefined, { visible: true })).statusCode).toBe(401);
    const client = await loginAs(t, 'client');
    expect((await setProfile(client.cookie, { visible: true })).statusCode).toBe(403);
    expect((await setProfile(kit.admin.cookie, { visible: true })).statusCode).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.publicProfile, true))).not.toContainEqual(
      expect.objectContaining({ id: client.user.id }),
    );
  });

  it('answers 400 with the field for a missing choice or a long biography, and changes nothing', async () => {
    const lawyer = await loginAs(t, 'lawyer');
    const missing = await setProfile(lawyer.cookie, { bio: 'Hello' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ visible: 'Say whether your profile is public' });
    const long = await setProfile(lawyer.cookie, { visible: true, bio: 'x'.repeat(601) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ bio: 'The short biography can be at most 600 characters' });
    const [row] = await t.db.select().from(users).where(eq(users.id, lawyer.user.id));
    expect(row).toMatchObject({ publicProfile: false, publicBio: null });
  });
});
