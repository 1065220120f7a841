import { and, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createUserRequestSchema, updateUserRequestSchema } from '../../../shared/contracts/people';
import { AppError, type Message, type MessageKey } from '../../../shared/domain/errors';
import { type Role, setPasswordPath } from '../../../shared/domain/roles';
import { type AdminCall, publishListChanged } from '../../core/admin-call';
import { writeAudit } from '../../core/audit';
import { announceSessionChange, revokeLiveAccess } from '../../core/bus';
import { proposeContactChange, tellClientOfEdit } from '../../core/contact-changes';
import { enqueueEmail } from '../../core/notify';
import { notFound } from '../../core/scope';
import { hasSecondFactor } from '../../core/second-factors';
import { secretLink } from '../../core/secret-links';
import type { Db } from '../../db/client';
import { cases, desks, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/typed-routes';
import { assertAcceptablePassword, hashPassword, issueOneTimeToken } from '../auth';
import { auditDeskMove, handOverOpenCases } from './desk-move';
import { adminUserById } from './users-list';

export type LinkSettings = { secret: string; publicUrl: URL };

const DESK_ROLES: readonly Role[] = ['lawyer', 'manager'];
const STAFF: readonly Role[] = ['lawyer', 'manager', 'admin'];

/** The form field → message of a refused value, as a 400 the admin form can show under the field. */
const invalid = (field: string, message: Message) =>
  new AppError('validation_failed', message, { [field]: message });

/** Erased people (D13) keep their row for the ledger and audit trail; nothing about them changes again. */
export const erasedEmailOf = (id: string) => `erased-${id}@invalid`;
export function assertNotErased(user: { id: string; email: string }) {
  if (user.email === erasedEmailOf(user.id)) {
    throw new AppError('conflict', 'people.users.erased');
  }
}

/**
 * D37: a lawyer or manager who has not enrolled a second factor is whoever controls their
 * password or their mailbox: an unclaimed account, a sock puppet waiting to happen.
 */
export async function isUnclaimedStaff(db: Db, user: { id: string; role: Role }) {
  return DESK_ROLES.includes(user.role) && !(await hasSecondFactor(db, user.id));
}

/** Whether an edit gives such an account a new address (for the edit's invitation and password links). */
export const changesEmail = (current: { email: string }, email: string | undefined) =>
  email !== undefined && email.toLowerCase() !== current.email.toLowerCase();

export async function lockUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound('people.not_found.user');
  return row;
}

/** 409 naming the field, when another account already uses this username or email (any letter case). */
async function assertUnique(db: Db, values: { username?: string; email?: string }, exceptId?: string) {
  const checks = [
    values.username ? eq(sql`lower(${users.username})`, values.username.toLowerCase()) : undefined,
    values.email ? eq(sql`lower(${users.email})`, values.email.toLowerCase()) : undefined,
  ].filter(Boolean);
  if (checks.length === 0) return;
  const clashes = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(and(or(...checks), exceptId ? ne(users.id, exceptId) : undefined));
  const fields: Record<string, MessageKey> = {};
  for (const c of clashes) {
    if (values.email && c.email.toLowerCase() === values.email.toLowerCase()) {
      fields.email = 'people.users.email_taken';
    }
    if (values.username && c.username.toLowerCase() === values.username.toLowerCase()) {
      fields.username = 'people.users.username_taken';
    }
  }
  if (Object.keys(fields).length > 0)
    throw new AppError(
      'conflict',
      fields.username && fields.email ? 'people.users.login_taken' : (fields.username ?? fields.email)!,
      fields,
    );
}

function duplicateAccount(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError('conflict', 'people.users.login_taken');
  }
  throw error;
}

/** A desk id a form sent must exist, and only lawyers and managers belong to a desk. */
async function checkDesk(db: Db, role: Role, deskId: string | null | undefined) {
  if (!deskId) return;
  if (!DESK_ROLES.includes(role)) throw invalid('deskId', 'people.users.desk_roles_only');
  const [desk] = await db.select({ id: desks.id }).from(desks).where(eq(desks.id, deskId));
  if (!desk) throw invalid('deskId', 'people.users.desk_missing');
}

export function setPasswordLink(links: LinkSettings, token: string, role: Role): string {
  const base = `${links.publicUrl.origin}${links.publicUrl.pathname.replace(/\/+$/, '')}`;
  return `${base}${setPasswordPath(token, role)}`;
}

/**
 * An admin creates a person of any role. With a password it must pass the policy (D11); without
 * one the person gets a one-time invitation link by email. Never a default password (D11).
 */
export async function createUserAsAdmin(
  call: AdminCall & { links: LinkSettings; input: z.output<typeof createUserRequestSchema> },
) {
  const { input } = call;
  if (input.password) assertAcceptablePassword(input.password, input);
  await checkDesk(call.db, input.role, input.deskId);
  await assertUnique(call.db, input);
  const passwordHash = input.password ? await hashPassword(input.password) : null;

  const id = await call.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          role: input.role,
          username: input.username,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          country: input.country ?? null,
          language: input.language ?? 'en',
          deskId: input.deskId ?? null,
          passwordHash,
          passwordChangedAt: passwordHash ? new Date() : null,
          // D31: a password the admin typed is temporary; the person replaces it at first sign-in.
          mustChangePassword: passwordHash !== null,
        })
        .returning({ id: users.id });
      const userId = row!.id;
      if (!passwordHash) {
        const token = await issueOneTimeToken(tx, call.links.secret, {
          userId,
          purpose: 'invitation',
          createdById: call.actor.id,
        });
        await enqueueEmail(tx, call.mail, userId, 'invitation', {
          link: secretLink(setPasswordLink(call.links, token, input.role)),
        });
      }
      const { password: _p, ...visible } = input;
      await writeAudit(tx, call.request, {
        action: 'user.created',
        entity: 'user',
        entityId: userId,
        after: { ...visible, invited: !passwordHash },
      });
      await publishListChanged(tx, 'users');
      return userId;
    })
    .catch(duplicateAccount);
  const user = await adminUserById(call.db, id);
  return {
    message: {
      key: 'people.notes.user_created',
      params: { name: `${user.firstName} ${user.lastName}` },
    } satisfies Message,
    user,
    invitationSent: !passwordHash,
  };
}

type UpdateInput = z.output<typeof updateUserRequestSchema>;

/** Role changes stay among staff roles: a client's account carries their case and money history. */
function nextRole(actorId: string, current: { id: string; role: Role }, wanted: Role | undefined): Role {
  if (!wanted || wanted === current.role) return current.role;
  if (!STAFF.includes(current.role) || !STAFF.includes(wanted)) {
    throw invalid('role', 'people.users.client_staff_switch');
  }
  if (current.id === actorId) throw invalid('role', 'people.users.self_role');
  return wanted;
}

export async function openCasesOfLawyer(db: Db, lawyerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(cases)
    .where(and(eq(cases.lawyerId, lawyerId), notInArray(cases.phase, ['completed', 'closed'])));
  return Number(row?.n ?? 0);
}

/**
 * D31: "Forgot your password?" sends the link to the account's address, so an admin who could
 * point another admin's address at their own mailbox could take that account over.
 */
function assertNotAnotherAdminsEmail(
  actorId: string,
  current: { id: string; role: Role; email: string },
  email: string | undefined,
) {
  if (current.role !== 'admin' || current.id === actorId || email === undefined) return;
  if (email.toLowerCase() === current.email.toLowerCase()) return;
  throw new AppError('forbidden', 'people.users.admin_email_locked');
}

export async function updateUserAsAdmin(
  call: AdminCall & {
    id: string;
    input: UpdateInput;
    links: LinkSettings;
    /** D37: a second admin approved this edit (or it is that proposal's dry run). */
    approved?: boolean;
  },
) {
  const { openCasesTo, ...input } = call.input;
  let proposed = false;
  await call.db
    .transaction(async (tx) => {
      const current = await lockUser(tx, call.id);
      assertNotErased(current);
      assertNotAnotherAdminsEmail(call.actor.id, current, input.email);
      // D37: checked under the lock, so an edit that raced the route's check is refused too.
      if (!call.approved && changesEmail(current, input.email) && (await isUnclaimedStaff(tx, current))) {
        const name = `${current.firstName} ${current.lastName}`;
        throw new AppError('conflict', { key: 'people.users.unclaimed_staff_email', params: { name } });
      }
      const role = nextRole(call.actor.id, current, input.role);
      if (current.role === 'lawyer' && role !== 'lawyer') {
        const open = await openCasesOfLawyer(tx, current.id);
        if (open > 0) {
          throw invalid('role', { key: 'people.users.lawyer_open_cases_role', params: { count: open } });
        }
      }
      const deskId = input.deskId !== undefined ? input.deskId : current.deskId;
      if (input.deskId) await checkDesk(tx, role, input.deskId);
      await assertUnique(tx, { username: input.username, email: input.email }, current.id);

      // D34: a client's email and phone change only when the client confirms; the rest applies now.
      const { email, phone, ...rest } = input;
      const contact = current.role === 'client' ? { email, phone } : {};
      for (const field of ['email', 'phone'] as const) {
        const value = contact[field];
        if (value === undefined || value === current[field]) continue;
        await proposeContactChange(tx, {
          links: call.links,
          mail: call.mail,
          request: call.request,
          proposedById: call.actor.id,
          user: current,
          field,
          value,
        });
        proposed = true;
      }
      const changes = {
        ...(current.role === 'client' ? rest : input),
        role,
        // A person leaving the lawyer/manager roles leaves their desk too.
        deskId: DESK_ROLES.includes(role) ? deskId : null,
      };
      const changed = Object.fromEntries(
        Object.entries(changes).filter(([k, v]) => current[k as keyof typeof current] !== v),
      );
      if (Object.keys(changed).length === 0) return;
      if (current.role === 'client') {
        const told = ['firstName', 'lastName'].filter((k) => k in changed);
        if (told.length > 0) await tellClientOfEdit(tx, call.mail, current.id, told);
      }
      // D39: the open cases left on the old desk go where the request says, in this transaction.
      const handedOver = await handOverOpenCases(tx, {
        ...call,
        lawyer: { ...current, role },
        nextDeskId: changes.deskId,
        openCasesTo,
        secret: call.links.secret,
      });
      await tx
        .update(users)
        .set({ ...changed, updatedAt: new Date() })
        .where(eq(users.id, current.id));
      // A new role or desk changes what their open streams may carry: those end, and reopen in the new scope.
      if ('role' in changed || 'deskId' in changed) await revokeLiveAccess(tx, { userId: current.id });
      // Name, address, username or language: cached sessions carry them (D122).
      else await announceSessionChange(tx, current.id);
      await writeAudit(tx, call.request, {
        action: 'user.updated',
        entity: 'user',
        entityId: current.id,
        before: Object.fromEntries(Object.keys(changed).map((k) => [k, current[k as keyof typeof current]])),
        after: changed,
      });
      if (handedOver) await auditDeskMove(tx, call.request, current, changes.deskId, handedOver);
      await publishListChanged(tx, 'users');
    })
    .catch(duplicateAccount);
  return {
    message: proposed
      ? ('people.notes.contact_change_proposed' as const)
      : ('people.notes.user_updated' as const),
    user: await adminUserById(call.db, call.id),
  };
}
