import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { castPerFile, personPerFile } from '../../../../tests/support/case-cast';
import { appPerFile } from '../../../../tests/support/test-app';
import { auditLog, controlProposals, notifications, outboxEmails, users } from '../../db/schema';
import { createUser } from '../../seed/factories';
import { decideProposal } from './service';

/** D37: the approvals API — propose, approve or decline by a second admin, withdraw, expire. */
const t = appPerFile();
const cast = castPerFile(t);
// D37: a second administrator, to approve what the cast's admin proposes.
const second = personPerFile(t, 'admin', { firstName: 'Bea', lastName: 'Second' });

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

let n = 0;
const proposeLawyer = async (extra: object = {}) => {
  n++;
  const response = await call(cast.admin.cookie, 'POST', '/api/admin/users', {
    firstName: 'Lena',
    lastName: `Lawyer ${n}`,
    email: `lena-${n}@example.test`,
    username: `lena-${n}`,
    role: 'lawyer',
    deskId: cast.deskId,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json() as { message: string; proposal: { id: string; status: string; subject: object } };
};
const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];
const adminNotices = (proposalId: string) =>
  t.db
    .select({ userId: notifications.userId, kind: notifications.kind })
    .from(notifications)
    .where(sql`${notifications.params}->>'proposalId' = ${proposalId}`);

describe('a proposed staff account', () => {
  it('waits: 202 with the proposal, no account, and every admin told in the app and by email', async () => {
    const mailsBefore = (await t.db.select().from(outboxEmails)).length;
    const made = await proposeLawyer({ password: 'A-Chosen-Password-2026!' });
    expect(made.message).toMatch(/second administrator/);
    expect(made.proposal).toMatchObject({
      status: 'pending',
      kind: 'staff_account',
      subject: { email: `lena-${n}@example.test`, role: 'lawyer' },
      proposedBy: { id: cast.admin.id },
      decidedBy: null,
    });
    expect(JSON.stringify(made.proposal)).not.toContain('Chosen-Password');
    const [stored] = await t.db
      .select()
      .from(controlProposals)
      .where(eq(controlProposals.id, made.proposal.id));
    expect(JSON.stringify(stored!.payload)).not.toContain('Chosen-Password');
    expect(await userByEmail(`lena-${n}@example.test`)).toBeUndefined();
    const notices = await adminNotices(made.proposal.id);
    expect(notices.map((x) => x.userId).sort()).toEqual([cast.admin.id, second.id].sort());
    const mails = await t.db.select().from(outboxEmails);
    expect(mails.slice(mailsBefore).map((m) => m.template)).toEqual(['control_proposed', 'control_proposed']);
    expect(mails.at(-1)!.textBody).toContain('expires after 7 days');
  });

  it('is applied when a second admin approves: the account exists, invited, and has no password', async () => {
    const made = await proposeLawyer({ password: 'A-Chosen-Password-2026!' });
    const own = await call(cast.admin.cookie, 'POST', `/api/admin/approvals/${made.proposal.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(
      'You proposed this change, so another administrator must approve or decline it.',
    );
    const approved = await call(second.cookie, 'POST', `/api/admin/approvals/${made.proposal.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().proposal).toMatchObject({ status: 'approved', decidedBy: { id: second.id } });
    const person = await userByEmail(`lena-${n}@example.test`);
    expect(person).toMatchObject({ role: 'lawyer', deskId: cast.deskId, passwordHash: null });
    const [invitation] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.userId, person!.id), eq(outboxEmails.template, 'invitation')));
    expect(invitation?.toEmail).toBe(`lena-${n}@example.test`);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, made.proposal.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ['control.proposed', cast.admin.id],
      ['control.approved', second.id],
    ]);
    expect((await adminNotices(made.proposal.id)).filter((x) => x.kind === 'control_decided')).toHaveLength(
      2,
    );
    // Decided once: a second decision is refused.
    const again = await call(second.cookie, 'POST', `/api/admin/approvals/${made.proposal.id}/decline`);
    expect(again.statusCode).toBe(409);
  });

  it('is re-validated when approved: an email taken meanwhile is refused and the proposal stays pending', async () => {
    const made = await proposeLawyer();
    await createUser(t.db, { email: `lena-${n}@example.test` });
    const approved = await call(second.cookie, 'POST', `/api/admin/approvals/${made.proposal.id}/approve`);
    expect(approved.statusCode).toBe(409);
    const list = await call(second.cookie, 'GET', '/api/admin/approvals');
    expect(list.json().proposals.map((p: { id: string }) => p.id)).toContain(made.proposal.id);
  });

  it('is refused at once when it could never apply (a taken email), and nothing is proposed', async () => {
    const before = (await t.db.select().from(controlProposals)).length;
    const response = await call(cast.admin.cookie, 'POST', '/api/admin/users', {
      firstName: 'Dup',
      lastName: 'Licate',
      email: cast.lawyer.email,
      username: 'dup-licate',
      role: 'manager',
    });
    expect(response.statusCode).toBe(409);
    expect(await t.db.select().from(controlProposals)).toHaveLength(before);
  });

  it('can be declined by a second admin, or withdrawn by its proposer only; nothing changes', async () => {
    const declined = await proposeLawyer();
    const no = await call(second.cookie, 'POST', `/api/admin/approvals/${declined.proposal.id}/decline`);
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json().proposal.status).toBe('declined');
    expect(await userByEmail(`lena-${n}@example.test`)).toBeUndefined();

    const withdrawn = await proposeLawyer();
    const notMine = await call(second.cookie, 'POST', `/api/approvals/${withdrawn.proposal.id}/withdraw`);
    expect(notMine.statusCode).toBe(404);
    const mine = await call(cast.admin.cookie, 'POST', `/api/approvals/${withdrawn.proposal.id}/withdraw`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().proposal.status).toBe('withdrawn');
    const late = await call(second.cookie, 'POST', `/api/admin/approvals/${withdrawn.proposal.id}/approve`);
    expect(late.statusCode).toBe(409);
  });

  it('expires after 7 days: no longer pending, and cannot be approved', async () => {
    const made = await proposeLawyer();
    const [row] = await t.db.select().from(controlProposals).where(eq(controlProposals.id, made.proposal.id));
    expect(row!.expiresAt.getTime() - row!.proposedAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    await t.db
      .update(controlProposals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(controlProposals.id, made.proposal.id));
    const approved = await call(second.cookie, 'POST', `/api/admin/approvals/${made.proposal.id}/approve`);
    expect(approved.statusCode).toBe(409);
    expect(approved.json().error.message).toMatch(/expired/);
    const all = await call(second.cookie, 'GET', '/api/admin/approvals?status=all');
    const listed = all.json().proposals.find((p: { id: string }) => p.id === made.proposal.id);
    expect(listed.status).toBe('expired');
    const pending = await call(second.cookie, 'GET', '/api/admin/approvals');
    expect(pending.json().proposals.map((p: { id: string }) => p.id)).not.toContain(made.proposal.id);
    expect(pending.json().activeAdmins).toBe(2);
  });

  it('asks for a recent identity check to approve or decline (step-up)', async () => {
    const made = await proposeLawyer();
    // The access check reads Date.now(): eleven minutes on, the session's last check is too old.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    try {
      for (const decision of ['approve', 'decline']) {
        const stale = await call(
          second.cookie,
          'POST',
          `/api/admin/approvals/${made.proposal.id}/${decision}`,
        );
        expect(stale.statusCode).toBe(401);
        expect(stale.json().error.code).toBe('reauthentication_required');
      }
    } finally {
      vi.useRealTimers();
    }
    const [row] = await t.db.select().from(controlProposals).where(eq(controlProposals.id, made.proposal.id));
    expect(row!.outcome).toBeNull();
  });

  it('can be approved by the operator at the server shell, audited as the operator', async () => {
    const made = await proposeLawyer();
    const decided = await decideProposal({
      db: t.db,
      config: t.config,
      mail: t.app.deps.mail,
      decider: { operator: true },
      id: made.proposal.id,
      decision: 'approve',
    });
    expect(decided.proposal).toMatchObject({ status: 'approved', decidedBy: null, decidedByOperator: true });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, made.proposal.id), eq(auditLog.action, 'control.approved')));
    expect(audit).toMatchObject({ actorId: null, actorRole: 'operator' });
    expect(await userByEmail(`lena-${n}@example.test`)).toBeDefined();
  });
});

describe('a manager adding a team member', () => {
  it('proposes it to the admins; an admin approves and the person joins the desk, invited', async () => {
    await t.db.execute(sql`update desks set countries = '{DE}' where id = ${cast.deskId}`);
    const response = await call(cast.manager.cookie, 'POST', '/api/manager/team-members', {
      firstName: 'Tim',
      lastName: 'Team',
      email: 'tim.team@example.test',
      role: 'lawyer',
      country: 'DE',
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(await userByEmail('tim.team@example.test')).toBeUndefined();
    const id = response.json().proposal.id;
    const approved = await call(cast.admin.cookie, 'POST', `/api/admin/approvals/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await userByEmail('tim.team@example.test')).toMatchObject({
      role: 'lawyer',
      deskId: cast.deskId,
      managerId: cast.manager.id,
      passwordHash: null,
    });
    // The manager hears the outcome in the app.
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, cast.manager.id));
    expect(told.map((x) => x.kind)).toContain('control_decided');
  });

  it('is for admins to decide: a manager cannot approve', async () => {
    const made = await proposeLawyer();
    const response = await call(
      cast.manager.cookie,
      'POST',
      `/api/admin/approvals/${made.proposal.id}/approve`,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('settings', () => {
  it('apply at once when they only strengthen a control, and wait when they weaken one', async () => {
    const stronger = await call(cast.admin.cookie, 'PUT', '/api/admin/settings', { caseMaxDocuments: 150 });
    expect(stronger.statusCode, stronger.body).toBe(200);
    expect(stronger.json().caseMaxDocuments).toBe(150);
    const weaker = await call(cast.admin.cookie, 'PUT', '/api/admin/settings', {
      caseMaxDocuments: 400,
      successRateTarget: 70,
    });
    expect(weaker.statusCode, weaker.body).toBe(202);
    expect(weaker.json().proposal.subject).toEqual({
      settings: [
        { key: 'successRateTarget', before: 85, after: 70 },
        { key: 'caseMaxDocuments', before: 150, after: 400 },
      ],
      weakened: ['caseMaxDocuments'],
    });
    // The whole change waits, the harmless part too.
    const now = (await call(cast.admin.cookie, 'GET', '/api/admin/settings')).json();
    expect(now).toMatchObject({ caseMaxDocuments: 150, successRateTarget: 85 });
    const approved = await call(
      second.cookie,
      'POST',
      `/api/admin/approvals/${weaker.json().proposal.id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const after = (await call(cast.admin.cookie, 'GET', '/api/admin/settings')).json();
    expect(after).toMatchObject({ caseMaxDocuments: 400, successRateTarget: 70 });
  });
});
