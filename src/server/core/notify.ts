import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../shared/domain/languages';
import type { Db } from '../db/client';
import { notifications, outboxEmails, users } from '../db/schema';
import { publishEvent } from './bus';
import { type EmailParams, type EmailTemplate, type Mail, type RenderParams, renderEmail } from './emails';
import { carriesToken, LINK_MASK, maskLink, maskTokensIn, SecretCode, SecretLink } from './secret-links';

export type NotifyInput = {
  userId: string;
  /** In-app kind; the screen renders it from its own translations with `params`. */
  kind: string;
  params?: Record<string, string | number | null>;
  caseId?: string | null;
  /** Also send an email, rendered now in the recipient's language, through the outbox. */
  email?: {
    mail: Mail;
    template: EmailTemplate;
    params: EmailParams | ((language: Language) => EmailParams);
  };
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
  if (input.email) {
    const { mail, template, params } = input.email;
    await enqueueEmail(db, mail, input.userId, template, params);
  }
  await publishEvent(db, { type: 'notification', audience: { userIds: [input.userId] } });
}

/**
 * Tells every active administrator, in-app only, in one statement (however many admins there
 * are), with one live event for the role so each open bell refreshes. Inside the change's
 * transaction, like notify.
 */
export async function notifyAdmins(db: Db, input: Omit<NotifyInput, 'userId' | 'email'>): Promise<void> {
  const params = JSON.stringify(input.params ?? {});
  await db.execute(sql`
    insert into ${notifications} (user_id, kind, params, case_id)
    select ${users.id}, ${input.kind}, ${params}::jsonb, ${input.caseId ?? null}::uuid
    from ${users}
    where ${and(eq(users.role, 'admin'), eq(users.status, 'active'))}`);
  await publishEvent(db, { type: 'notification', audience: { roles: ['admin'] } });
}

/** Templates whose `link` carries a one-time token: the type demands a secretLink for it. */
type TokenLinkTemplate =
  | 'set_password'
  | 'invitation'
  | 'registration_welcome'
  | 'confirm_email'
  | 'case_attach_request'
  | 'password_reset'
  | 'contact_change_confirm'
  | 'contact_change_notice';
/** Templates whose `code` signs someone in: the type demands a secretCode for it. */
type SecretCodeTemplate = 'sign_in_code';
type ParamsOf<T extends EmailTemplate> = T extends TokenLinkTemplate
  ? EmailParams & { link: SecretLink }
  : T extends SecretCodeTemplate
    ? EmailParams & { code: SecretCode }
    : EmailParams;

/**
 * Splits parameters into what admins may read (secret links masked) and what the recipient gets.
 * A plain string carrying a token-like URL is treated as a secret link too (secret-links.ts).
 */
function splitSecrets(params: EmailParams) {
  const shown: RenderParams = {};
  const real: RenderParams = {};
  let hasSecret = false;
  for (const [key, value] of Object.entries(params)) {
    if (value instanceof SecretLink) {
      shown[key] = maskLink(value.url);
      real[key] = value.url;
      hasSecret = true;
    } else if (value instanceof SecretCode) {
      shown[key] = LINK_MASK;
      real[key] = value.code;
      hasSecret = true;
    } else if (typeof value === 'string' && carriesToken(value)) {
      shown[key] = maskTokensIn(value);
      real[key] = value;
      hasSecret = true;
    } else {
      shown[key] = value;
      real[key] = value;
    }
  }
  return { shown, real, hasSecret };
}

/**
 * Writes an email for a user to the outbox (delivered by the outbox worker when SMTP is set).
 * D31: pass any link that carries a token as `secretLink(url)`; see secret-links.ts.
 * `toEmail` is only for D34's one email to a proposed, not yet confirmed address; everything
 * else goes to the account's own address.
 */
export async function enqueueEmail<T extends EmailTemplate>(
  db: Db,
  mail: Mail,
  userId: string,
  template: T,
  params: ParamsOf<T> | ((language: Language) => ParamsOf<T>),
  options: { toEmail?: string } = {},
): Promise<void> {
  const [user] = await db
    .select({ email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const values = typeof params === 'function' ? params(user.language) : params;
  const { shown, real, hasSecret } = splitSecrets(values);
  const { subject, text } = renderEmail(template, user.language, user.firstName, shown);
  const sealedBody = hasSecret
    ? mail.sealer.seal(renderEmail(template, user.language, user.firstName, real).text)
    : null;
  await db.insert(outboxEmails).values({
    userId,
    toEmail: options.toEmail ?? user.email,
    language: user.language,
    template,
    subject,
    textBody: text,
    sealedBody,
  });
}
