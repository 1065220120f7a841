import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolTotpDirectly } from '../../src/server/core/second-factors';
import { desks, outboxEmails, totpFactors, users } from '../../src/server/db/schema';
import { newTotpSecret } from '../../src/server/lib/totp';
import { createUser } from '../../src/server/seed/factories';
import { DEFAULT_DEADLINE_RULES } from '../../src/shared/domain/deadlines';
import { castPerFile, personPerFile } from '../support/case-cast';
import {
  asInsider,
  changedTables,
  expectRefusal,
  expectWorldUnchanged,
  speakGerman,
  type World,
  worldOf,
} from '../support/insider';
import { appPerFile, signIn, signInWithPassword } from '../support/test-app';

/**
 * Issue 31 item 4 (D37), "weaken a control": an admin acting alone tries to create another admin,
 * raise a lawyer to admin, make a sock-puppet lawyer or manager to be their own "second person",
 * switch off four eyes on payouts, raise upload quotas, drop deadline rules, reset another
 * admin's second factor, and approve their own proposal. Each change only becomes a proposal (the
 * world changes by that row and the notices to every admin, nothing else); the proposer cannot
 * approve it; a second admin's approval applies it. A manager adding a team member alone: the same.
 */
const t = appPerFile();
const cast = castPerFile(t);
const second = personPerFile(t, 'admin');
beforeAll(async () => {
  await speakGerman(t.db, [cast.admin.id, cast.manager.id]);
  await t.db
    .update(desks)
    .set({ countries: ['DE'] })
    .where(eq(desks.id, cast.deskId));
});

const attempt = (cookie: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: asInsider(cookie) });

/** Only the proposal and the notices about it (in-app and email to every admin) may have changed. */
const PROPOSAL_TABLES = ['control_proposals', 'notifications', 'outbox_emails'];
async function expectOnlyAProposal(before: World, response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(202);
  const { message, proposal } = response.json() as {
    message: string;
    proposal: { id: string; status: string };
  };
  expect(proposal.status).toBe('pending');
  expect(message).toMatch(/Administrator/); // the note is in the insider's German
  const after = await worldOf(t.db);
  const changed = changedTables(before, after).map((line) => line.split(':')[0]);
  expect(
    changed.every((name) => PROPOSAL_TABLES.includes(name!)),
    changed.join(', '),
  ).toBe(true);
  expect(after.balances).toEqual(before.balances);
  return proposal.id;
}

/** The proposer cannot approve; a second admin can, and then the change is applied. */
async function approveAsSecondAdmin(proposalId: string) {
  const before = await worldOf(t.db);
  const own = await attempt(cast.admin.cookie, 'POST', `/api/admin/approvals/${proposalId}/approve`);
  expectRefusal(own, { status: 403, code: 'forbidden' });
  await expectWorldUnchanged(t.db, before);
  const approved = await attempt(second.cookie, 'POST', `/api/admin/approvals/${proposalId}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
}

const settingsNow = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: asInsider(cast.admin.cookie) })
  ).json();

describe('an admin alone cannot weaken a control', () => {
  it('creates no admin with a chosen password: a proposal, approved only by a second admin, and never with that password', async () => {
    const before = await worldOf(t.db);
    const response = await attempt(cast.admin.cookie, 'POST', '/api/admin/users', {
      firstName: 'Otto',
      lastName: 'Zweit',
      email: 'otto.zweit@example.test',
      username: 'otto-zweit',
      password: 'Mein-Eigenes-Passwort-2026!',
      role: 'admin',
    });
    const id = await expectOnlyAProposal(before, response);
    expect(
      (await signInWithPassword(t.app, 'otto-zweit', 'Mein-Eigenes-Passwort-2026!')).response.statusCode,
    ).toBe(401);
    await approveAsSecondAdmin(id);
    const [otto] = await t.db.select().from(users).where(eq(users.username, 'otto-zweit'));
    expect(otto).toMatchObject({ role: 'admin', passwordHash: null });
    // Approved, the account is invited: the password the proposer chose opens nothing.
    expect(
      (await signInWithPassword(t.app, 'otto-zweit', 'Mein-Eigenes-Passwort-2026!')).response.statusCode,
    ).toBe(401);
  });

  it('cannot make a sock-puppet lawyer or manager to act as the second person', async () => {
    for (const role of ['lawyer', 'manager'] as const) {
      const before = await worldOf(t.db);
      const response = await attempt(cast.admin.cookie, 'POST', '/api/admin/users', {
        firstName: 'Sock',
        lastName: 'Puppet',
        email: `sock-${role}@example.test`,
        username: `sock-${role}`,
        password: 'Puppen-Passwort-2026!',
        role,
        deskId: cast.deskId,
      });
      await expectOnlyAProposal(before, response);
      const used = await signInWithPassword(t.app, `sock-${role}`, 'Puppen-Passwort-2026!');
      expect(used.response.statusCode).toBe(401);
    }
  });

  it('cannot raise a lawyer to admin', async () => {
    const lawyer = await createUser(t.db, { role: 'lawyer' });
    const before = await worldOf(t.db);
    const response = await attempt(cast.admin.cookie, 'PUT', `/api/admin/users/${lawyer.id}`, {
      role: 'admin',
    });
    const id = await expectOnlyAProposal(before, response);
    await approveAsSecondAdmin(id);
    const [raised] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, lawyer.id));
    expect(raised?.role).toBe('admin');
  });

  it('cannot switch off four eyes on payouts, raise upload quotas or drop deadline rules', async () => {
    const changes = [
      { payoutSecondPersonAbove: 1_000_000_000 },
      { caseMaxDocuments: 10_000, caseMaxStorageMb: 100_000 },
      { deadlineRules: DEFAULT_DEADLINE_RULES.slice(0, 1) },
    ];
    for (const change of changes) {
      const before = await worldOf(t.db);
      const response = await attempt(cast.admin.cookie, 'PUT', '/api/admin/settings', change);
      const id = await expectOnlyAProposal(before, response);
      expect(await settingsNow()).not.toMatchObject(change);
      await approveAsSecondAdmin(id);
      expect(await settingsNow()).toMatchObject(change);
    }
  });

  it("cannot reset another admin's second factor", async () => {
    const before = await worldOf(t.db);
    const response = await attempt(
      cast.admin.cookie,
      'POST',
      `/api/admin/users/${second.id}/second-factors/reset`,
      {
        reason: 'Telefon verloren, sagt er',
      },
    );
    const id = await expectOnlyAProposal(before, response);
    expect(await t.db.select().from(totpFactors).where(eq(totpFactors.userId, second.id))).toHaveLength(1);
    // The admin whose factors it would reset may approve it (they are not the proposer): then it applies.
    const approved = await attempt(second.cookie, 'POST', `/api/admin/approvals/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await t.db.select().from(totpFactors).where(eq(totpFactors.userId, second.id))).toHaveLength(0);
    second.cookie = (await signIn(t.app, (await userRow(second.id)).username, 'Test-Password-2026')).cookie!;
  });

  it('cannot approve or decline its own proposal', async () => {
    const proposed = await attempt(cast.admin.cookie, 'PUT', '/api/admin/settings', {
      publicStatsMinCases: 1,
    });
    expect(proposed.statusCode, proposed.body).toBe(202);
    const { id } = proposed.json().proposal as { id: string };
    for (const decision of ['approve', 'decline']) {
      const before = await worldOf(t.db);
      const response = await attempt(cast.admin.cookie, 'POST', `/api/admin/approvals/${id}/${decision}`);
      const error = expectRefusal(response, { status: 403, code: 'forbidden' });
      expect(error.message).toContain('Administrator');
      await expectWorldUnchanged(t.db, before);
    }
  });
});

/**
 * D37, the unclaimed staff account: a manager invited (and approved) who has not yet signed in
 * and enrolled a second factor is whoever controls their password or mailbox. An admin alone
 * setting their password or moving their address to a mailbox of the admin's would have a
 * "second person" of their own to confirm their own recoveries.
 */
describe('an admin alone cannot take over a staff account nobody has claimed yet', () => {
  const unclaimedManager = () => createUser(t.db, { role: 'manager', deskId: cast.deskId, password: null });

  it('cannot set the password of a manager who has not enrolled a second factor: a link to their own address instead', async () => {
    const manager = await unclaimedManager();
    const before = await worldOf(t.db);
    const response = await attempt(
      cast.admin.cookie,
      'POST',
      `/api/admin/users/${manager.id}/reset-password`,
      {
        newPassword: 'Ich-Kenne-Es-2026!',
      },
    );
    const error = expectRefusal(response, { status: 409, code: 'conflict' });
    expect(error.message).toContain(`${manager.firstName} ${manager.lastName}`);
    expect(error.message).toContain('Passwort-Link');
    await expectWorldUnchanged(t.db, before);
    expect(
      (await signInWithPassword(t.app, manager.username, 'Ich-Kenne-Es-2026!')).response.statusCode,
    ).toBe(401);
    // What the admin can do: the link goes to the manager's own address, never to the admin.
    const sent = await attempt(cast.admin.cookie, 'POST', `/api/admin/users/${manager.id}/password-link`);
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, manager.id));
    expect(mails.map((m) => [m.template, m.toEmail])).toEqual([['password_reset', manager.email]]);
  });

  it("cannot move that manager's email to a mailbox of its own: a proposal, applied by a second admin", async () => {
    const manager = await unclaimedManager();
    const before = await worldOf(t.db);
    const response = await attempt(cast.admin.cookie, 'PUT', `/api/admin/users/${manager.id}`, {
      email: 'mein-zweites-postfach@example.test',
      username: 'uebernommen',
    });
    const id = await expectOnlyAProposal(before, response);
    expect(response.json().proposal).toMatchObject({
      kind: 'staff_email',
      subject: { email: manager.email, newEmail: 'mein-zweites-postfach@example.test' },
    });
    // The whole edit waits: neither the address nor the username changed.
    expect(await userRow(manager.id)).toMatchObject({ email: manager.email, username: manager.username });
    await approveAsSecondAdmin(id);
    expect(await userRow(manager.id)).toMatchObject({
      email: 'mein-zweites-postfach@example.test',
      username: 'uebernommen',
    });
  });

  it('may still set a temporary password for a manager with a factor, which does not let the admin in', async () => {
    const manager = await unclaimedManager();
    await enrolTotpDirectly(t.db, t.config.sessionSecret, manager.id, newTotpSecret());
    const response = await attempt(
      cast.admin.cookie,
      'POST',
      `/api/admin/users/${manager.id}/reset-password`,
      {
        newPassword: 'Ich-Kenne-Es-2026!',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await userRow(manager.id)).toMatchObject({ mustChangePassword: true });
    const used = await signInWithPassword(t.app, manager.username, 'Ich-Kenne-Es-2026!');
    expect(used.response.statusCode).toBe(200);
    // Only halfway: the second step is the manager's authenticator app, which the admin does not hold.
    expect(used.response.json()).toMatchObject({ stage: 'second_factor' });
    const dashboard = await t.app.inject({ url: '/api/manager/dashboard', headers: asInsider(used.cookie!) });
    expect(dashboard.json().error.code).toBe('second_factor_required');
  });

  it("changes a claimed manager's email at once (their factor keeps the account theirs)", async () => {
    const manager = await unclaimedManager();
    await enrolTotpDirectly(t.db, t.config.sessionSecret, manager.id, newTotpSecret());
    const response = await attempt(cast.admin.cookie, 'PUT', `/api/admin/users/${manager.id}`, {
      email: 'neue-adresse@example.test',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await userRow(manager.id)).toMatchObject({ email: 'neue-adresse@example.test' });
  });
});

describe('a manager alone', () => {
  it('adding a team member makes a proposal to the admins, not an account', async () => {
    const before = await worldOf(t.db);
    const response = await attempt(cast.manager.cookie, 'POST', '/api/manager/team-members', {
      firstName: 'Neu',
      lastName: 'Kollege',
      email: 'neu.kollege@example.test',
      role: 'manager',
      country: 'DE',
    });
    const id = await expectOnlyAProposal(before, response);
    expect(await t.db.select().from(users).where(eq(users.email, 'neu.kollege@example.test'))).toHaveLength(
      0,
    );
    const approved = await attempt(second.cookie, 'POST', `/api/admin/approvals/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.email, 'neu.kollege@example.test'))).toHaveLength(
      1,
    );
  });
});

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}
