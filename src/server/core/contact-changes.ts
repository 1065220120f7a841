import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { ContactField, PendingContactChange } from '../../shared/contracts/contact-changes';
import { AppError } from '../../shared/domain/errors';
import type { Language } from '../../shared/domain/languages';
import type { Db } from '../db/client';
import { contactChanges, users } from '../db/schema';
import { generateToken, hashToken } from '../lib/tokens';
import { type AuditContext, writeAudit } from './audit';
import { emailLabel, type Mail } from './emails';
import { enqueueEmail, notify } from './notify';
import { secretLink } from './secret-links';

/** A proposal waits three days for the client, like an invitation link (D11). */
export const CONTACT_CHANGE_TTL_MS = 72 * 3_600_000;

export type ContactLinks = { secret: string; publicUrl: URL };
type UserRow = typeof users.$inferSelect;

/** The two pages the links open (web: routes/public/contact-change.tsx); `token=` keeps them maskable (D31). */
export function contactChangeLink(publicUrl: URL, token: string, action: 'confirm' | 'cancel'): string {
  return new URL(`/contact-change/${action}?token=${encodeURIComponent(token)}`, publicUrl).toString();
}

/** The proposals still waiting for the client: what the staff edit form shows. */
export async function pendingContactChanges(db: Db, userId: string): Promise<PendingContactChange[]> {
  const rows = await db
    .select({
      field: contactChanges.field,
      value: contactChanges.proposedValue,
      proposedAt: contactChanges.createdAt,
      expiresAt: contactChanges.expiresAt,
    })
    .from(contactChanges)
    .where(
      and(
        eq(contactChanges.userId, userId),
        eq(contactChanges.status, 'pending'),
        gt(contactChanges.expiresAt, sql`now()`),
      ),
    )
    .orderBy(contactChanges.field);
  return rows.map((r) => ({
    field: r.field as ContactField,
    value: r.value,
    proposedAt: r.proposedAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/** 409 on the form's field when another account already uses the address (any letter case). */
export async function assertEmailFree(db: Db, email: string, exceptUserId: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptUserId)));
  if (taken)
    throw new AppError('conflict', 'common.cases.email_taken', { email: 'common.cases.email_taken' });
}

/**
 * D34: a staff member asks to change a client's email or phone. Nothing on the account changes:
 * the proposal is stored aside (replacing an earlier open one for the same field), the client
 * gets a confirmation link (at the NEW address for an email; at their current address for a
 * phone, as there is no SMS), and the current address is told at once, with a "this wasn't me"
 * link. Runs inside the caller's transaction, with the user row locked.
 */
export async function proposeContactChange(
  tx: Db,
  args: {
    links: ContactLinks;
    mail: Mail;
    request: AuditContext;
    proposedById: string;
    user: UserRow;
    field: ContactField;
    value: string | null;
  },
): Promise<void> {
  const { user, field, value, links } = args;
  if (field === 'email') await assertEmailFree(tx, value!, user.id);
  await tx
    .update(contactChanges)
    .set({ status: 'replaced', resolvedAt: sql`now()` })
    .where(
      and(
        eq(contactChanges.userId, user.id),
        eq(contactChanges.field, field),
        eq(contactChanges.status, 'pending'),
      ),
    );
  const confirmToken = generateToken();
  const cancelToken = generateToken();
  const previous = field === 'email' ? user.email : user.phone;
  await tx.insert(contactChanges).values({
    userId: user.id,
    field,
    previousValue: previous,
    proposedValue: value,
    proposedById: args.proposedById,
    expiresAt: new Date(Date.now() + CONTACT_CHANGE_TTL_MS),
    confirmTokenHash: hashToken(links.secret, confirmToken),
    cancelTokenHash: hashToken(links.secret, cancelToken),
  });
  const shown = value ?? '—';
  await enqueueEmail(
    tx,
    args.mail,
    user.id,
    'contact_change_confirm',
    (language) => ({
      field: fieldLabel(language, field),
      value: shown,
      link: secretLink(contactChangeLink(links.publicUrl, confirmToken, 'confirm')),
    }),
    field === 'email' ? { toEmail: value! } : {},
  );
  await enqueueEmail(tx, args.mail, user.id, 'contact_change_notice', (language) => ({
    field: fieldLabel(language, field),
    value: shown,
    link: secretLink(contactChangeLink(links.publicUrl, cancelToken, 'cancel')),
  }));
  await writeAudit(tx, args.request, {
    action: 'client.contact_change_proposed',
    entity: 'user',
    entityId: user.id,
    before: { [field]: previous },
    after: { [field]: value },
  });
}

export function fieldLabel(language: Language, field: ContactField): string {
  return emailLabel(language, `contact_change.field_${field}`);
}

/**
 * D34 item 4: staff corrected the client's name; the client hears of it (in the portal and by
 * email at their own address), so a change they did not ask for does not go unnoticed.
 */
export async function tellClientOfEdit(
  tx: Db,
  mail: Mail,
  userId: string,
  fields: readonly string[],
): Promise<void> {
  await notify(tx, {
    userId,
    kind: 'profile_updated',
    params: { fields: fields.join(',') },
    email: {
      mail,
      template: 'profile_updated',
      params: (language) => ({
        fields: fields.map((f) => emailLabel(language, `contact_change.field_${f}`)).join(', '),
      }),
    },
  });
}
