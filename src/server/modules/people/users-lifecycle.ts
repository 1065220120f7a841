import { eq, sql } from 'drizzle-orm';
import { AppError, type Message, type MessageKey } from '../../../shared/domain/errors';
import { type AdminCall, publishListChanged } from '../../core/admin-call';
import { writeAudit } from '../../core/audit';
import { revokeLiveAccess } from '../../core/bus';
import { enqueueEmail } from '../../core/notify';
import { notFound } from '../../core/scope';
import { secretLink } from '../../core/secret-links';
import { deleteUserSessions } from '../../core/sessions';
import { type Db, queryRows } from '../../db/client';
import { feeAgreements, notifications, oneTimeTokens, outboxEmails, users } from '../../db/schema';
import {
  assertAcceptablePassword,
  hashPassword,
  issueOneTimeToken,
  RESET_LINK_TTL_MS,
  resetPasswordLink,
  retireOneTimeTokens,
} from '../auth';
import { adminUserById } from './users-list';
import {
  assertNotErased,
  erasedEmailOf,
  isUnclaimedStaff,
  type LinkSettings,
  lockUser,
  openCasesOfLawyer,
} from './users-service';

type Target = AdminCall & { id: string };

function refuseSelf(call: Target, what: 'delete' | 'erase' | 'ban') {
  if (call.id === call.actor.id) throw new AppError('conflict', `people.users.self_${what}`);
}

/**
 * The records a firm must keep that name this person (D13), counted. Some of these columns have
 * no index of their own; deleting a person is rare enough for that to be acceptable.
 */
async function historyOf(db: Db, id: string): Promise<Message[]> {
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql`select
      (select count(*) from cases where client_id = ${id} or lawyer_id = ${id}) as "common.records.cases",
      (select count(*) from ledger_transactions where client_id = ${id} or created_by_id = ${id}) as "common.records.ledger_entries",
      (select count(*) from withdrawals where client_id = ${id} or decided_by_id = ${id}) as "common.records.withdrawals",
      (select count(*) from documents where uploaded_by = ${id} or reviewed_by = ${id}) as "common.records.documents",
      (select count(*) from messages where sender_id = ${id}) as "common.records.messages",
      (select count(*) from leads where client_id = ${id} or handled_by = ${id}) as "common.records.leads",
      (select count(*) from payout_methods where client_id = ${id}) as "common.records.payout_methods",
      (select count(*) from case_events where actor_id = ${id}) as "common.records.case_events",
      (select count(*) from bank_statements where uploaded_by = ${id}) as "common.records.bank_statements",
      (select count(*) from bank_line_matches where decided_by = ${id}) as "common.records.bank_matches",
      (select count(*) from reconciliation_sign_offs where signed_by = ${id}) as "common.records.reconciliations"`,
  );
  return (
    Object.entries(row ?? {})
      .filter(([, n]) => Number(n) > 0)
      // The column aliases are the catalogue's keys ("common.records.cases": "cases: {{count}}").
      .map(([label, n]) => ({ key: label as MessageKey, params: { count: Number(n) } }))
  );
}

/**
 * D13: a permanent delete only for someone with no history the firm must keep; otherwise 409
 * naming that history, and erasing personal data is the way. Never one's own account.
 */
export async function deleteUserAsAdmin(call: Target) {
  refuseSelf(call, 'delete');
  await call.db.transaction(async (tx) => {
    const user = await lockUser(tx, call.id);
    const history = await historyOf(tx, user.id);
    if (history.length > 0) {
      throw new AppError('conflict', {
        key: 'people.users.has_records',
        params: { records: { list: history } },
      });
    }
    // Queued emails carry the person's address and name; they go with them.
    await tx.delete(outboxEmails).where(eq(outboxEmails.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id)); // their sessions go with them (cascade)
    await revokeLiveAccess(tx, { userId: user.id });
    // Only the role: an audit row about a deleted person keeps no personal data.
    await writeAudit(tx, call.request, {
      action: 'user.deleted',
      entity: 'user',
      entityId: user.id,
      before: { role: user.role, status: user.status },
    });
    await publishListChanged(tx, 'users');
  });
  return { message: 'people.notes.user_deleted' as const };
}

/**
 * D13 "erase personal data": the row stays (the ledger, cases and audit trail point at it) but
 * nothing in it identifies the person any more; they can no longer sign in.
 */
export async function eraseUserAsAdmin(call: Target) {
  refuseSelf(call, 'erase');
  await call.db.transaction(async (tx) => {
    const user = await lockUser(tx, call.id);
    assertNotErased(user);
    if (user.role === 'lawyer') {
      const open = await openCasesOfLawyer(tx, user.id);
      if (open > 0) {
        throw new AppError('conflict', { key: 'people.users.lawyer_open_cases', params: { count: open } });
      }
    }
    const anonymous = erasedEmailOf(user.id);
    await tx
      .update(users)
      .set({
        firstName: 'Erased',
        lastName: 'Erased',
        email: anonymous,
        username: anonymous,
        phone: null,
        country: null,
        passwordHash: null,
        passwordChangedAt: null,
        status: 'inactive',
        banReason: null,
        bannedAt: null,
        deskId: null,
        // The public biography is personal data too, and an erased person is off the team page.
        publicProfile: false,
        publicBio: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    // The fee agreements they accepted stay on record (version, text fingerprint, time); the
    // name they typed and the IP address and browser they used go (the table's trigger allows only this).
    await tx
      .update(feeAgreements)
      .set({ signedName: 'Erased', ip: null, userAgent: null })
      .where(eq(feeAgreements.clientId, user.id));
    await deleteUserSessions(tx, user.id);
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(outboxEmails).where(eq(outboxEmails.userId, user.id));
    await writeAudit(tx, call.request, {
      action: 'user.erased',
      entity: 'user',
      entityId: user.id,
      before: { role: user.role, status: user.status },
      after: { status: 'inactive' },
    });
    await publishListChanged(tx, 'users');
  });
  return { message: 'people.notes.user_erased' as const, user: await adminUserById(call.db, call.id) };
}

/**
 * D37: a lawyer or manager who has not enrolled a second factor is signed into by whoever knows
 * their password. A password the admin chose would make the account the admin's own "second
 * person"; such staff get a password link at their own address instead.
 */
async function assertFactorEnrolled(db: Db, user: typeof users.$inferSelect) {
  if (!(await isUnclaimedStaff(db, user))) return;
  const name = `${user.firstName} ${user.lastName}`;
  throw new AppError('conflict', { key: 'people.users.unclaimed_staff_password', params: { name } });
}

/**
 * A new password chosen by an admin (D11 policy); every session of that person ends. D31: never
 * for an admin (one admin could take over another's account; their own goes through
 * change-password, which asks for the current one), and temporary: the person must replace it
 * at their next sign-in, so the admin does not keep knowing it.
 */
export async function resetPasswordAsAdmin(call: Target & { newPassword: string }) {
  const [found] = await call.db.select().from(users).where(eq(users.id, call.id));
  if (!found) throw notFound('people.not_found.user');
  if (found.role === 'admin') {
    throw new AppError(
      'forbidden',
      found.id === call.actor.id ? 'people.users.own_password' : 'people.users.admin_password',
    );
  }
  // D34: staff never know a working password of a client; a link to the client's own address instead.
  if (found.role === 'client') throw new AppError('forbidden', 'people.users.client_password');
  assertNotErased(found);
  await assertFactorEnrolled(call.db, found);
  assertAcceptablePassword(call.newPassword, found, 'newPassword');
  const passwordHash = await hashPassword(call.newPassword);
  await call.db.transaction(async (tx) => {
    const user = await lockUser(tx, call.id);
    // Checked again under the lock: the role may have changed since the read above.
    if (user.role === 'admin' || user.role === 'client') {
      throw new AppError('forbidden', `people.users.${user.role}_password`);
    }
    // Again under the lock: a factor removed meanwhile (an approved reset) reopens the door.
    await assertFactorEnrolled(tx, user);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    // Outstanding set-password or invitation links would undo this: retire them.
    await retireOneTimeTokens(tx, user.id);
    await deleteUserSessions(tx, user.id);
    await writeAudit(tx, call.request, {
      action: 'user.password.reset',
      entity: 'user',
      entityId: user.id,
      after: { mustChangePassword: true },
    });
    await publishListChanged(tx, 'users');
  });
  return { message: 'people.notes.user_password_set' as const };
}

/**
 * D34: what an admin can do for a client who cannot sign in: send the ordinary "Forgot your
 * password?" link (one hour, used once) to the client's own address. The admin never sees it
 * (stored hashed, masked in the outbox, D31), and an address staff proposed is not used until
 * the client confirms it. D37: the same for a lawyer or manager (the only way for one who has
 * not enrolled a second factor); never for an admin, who uses "Forgot your password?" themselves.
 */
export async function sendPasswordLinkAsAdmin(call: Target & { links: LinkSettings }) {
  await call.db.transaction(async (tx) => {
    const user = await lockUser(tx, call.id);
    if (user.role === 'admin') throw new AppError('conflict', 'people.users.password_link_admin');
    assertNotErased(user);
    if (user.status !== 'active') throw new AppError('conflict', 'people.users.password_link_inactive');
    const token = await issueOneTimeToken(tx, call.links.secret, {
      userId: user.id,
      purpose: 'set_password',
      ttlMs: RESET_LINK_TTL_MS,
      createdById: call.actor.id,
    });
    await enqueueEmail(tx, call.mail, user.id, 'password_reset', {
      link: secretLink(resetPasswordLink(call.links.publicUrl, token)),
    });
    await writeAudit(tx, call.request, {
      action: 'user.password.link_sent',
      entity: 'user',
      entityId: user.id,
    });
  });
  return { message: 'people.notes.user_password_link_sent' as const };
}

export async function banUserAsAdmin(call: Target & { reason: string }) {
  refuseSelf(call, 'ban');
  await call.db.transaction(async (tx) => {
    const user = await lockUser(tx, call.id);
    assertNotErased(user);
    if (user.status === 'banned') throw new AppError('conflict', 'people.users.already_banned');
    await tx
      .update(users)
      .set({ status: 'banned', banReason: call.reason, bannedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id);
    await writeAudit(tx, call.request, {
      action: 'user.banned',
      entity: 'user',
      entityId: user.id,
      before: { status: user.status },
      after: { status: 'banned', reason: call.reason },
    });
    await publishListChanged(tx, 'users');
  });
  return { message: 'people.notes.user_banned' as const, user: await adminUserById(call.db, call.id) };
}

/** D12: a ban can be lifted. */
export async function unbanUserAsAdmin(call: Target) {
  await call.db.transaction(async (tx) => {
    const user = await lockUser(tx, call.id);
    if (user.status !== 'banned') throw new AppError('conflict', 'people.users.not_banned');
    await tx
      .update(users)
      .set({ status: 'active', banReason: null, bannedAt: null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await writeAudit(tx, call.request, {
      action: 'user.unbanned',
      entity: 'user',
      entityId: user.id,
      before: { status: 'banned', reason: user.banReason },
      after: { status: 'active' },
    });
    await publishListChanged(tx, 'users');
  });
  return { message: 'people.notes.user_unbanned' as const, user: await adminUserById(call.db, call.id) };
}
