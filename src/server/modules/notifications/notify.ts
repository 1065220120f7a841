import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/domain/languages';
import type { Db } from '../../db/client';
import { notifications, outboxEmails, users } from '../../db/schema';
// Registers the non-English email texts; notify.ts is what every sender imports.
import '../../locales';
import { publishEvent } from './bus';
import { type EmailParams, type EmailTemplate, renderEmail } from './emails';

export type NotifyInput = {
  userId: string;
  /** In-app kind; the screen renders it from its own translations with `params`. */
  kind: string;
  params?: Record<string, string | number | null>;
  caseId?: string | null;
  /** Also send an email, rendered now in the recipient's language, through the outbox. */
  email?: { template: EmailTemplate; params: EmailParams | ((language: Language) => EmailParams) };
};

/**
 * Tells a person about a change: an in-app notification, optionally an email in the outbox, and
 * a live event. Call it inside the transaction of the change, so all of it commits or none does.
 */
export async function notify(db: Db, input: NotifyInput): Promise<void> {
  await db.insert(notifications).values({
    userId: input.userId,
    kind: input.kind,
    params: input.params ?? {},
    caseId: input.caseId ?? null,
  });
  if (input.email) await enqueueEmail(db, input.userId, input.email.template, input.email.params);
  await publishEvent(db, { type: 'notification', audience: { userIds: [input.userId] } });
}

/** Writes an email for a user to the outbox (delivered by the outbox worker when SMTP is set). */
export async function enqueueEmail(
  db: Db,
  userId: string,
  template: EmailTemplate,
  params: EmailParams | ((language: Language) => EmailParams),
): Promise<void> {
  const [user] = await db
    .select({ email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const values = typeof params === 'function' ? params(user.language) : params;
  const { subject, text } = renderEmail(template, user.language, user.firstName, values);
  await db.insert(outboxEmails).values({
    userId,
    toEmail: user.email,
    language: user.language,
    template,
    subject,
    textBody: text,
  });
}
