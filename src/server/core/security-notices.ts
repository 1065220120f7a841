import type { Language } from '../../shared/domain/languages';
import { formatMoney } from '../../shared/domain/money';
import { summariseUserAgent } from '../../shared/domain/user-agent';
import type { Db } from '../db/client';
import { emailLabel, type Mail, portalLink, type RenderParams, type SecurityNotice } from './emails';
import { enqueueEmail } from './notify';

export type { SecurityNotice };

/** Where a change was made from; shown in the notice when the sender knows it. */
type Origin = {
  /** When it happened; now if not given. Always shown, formatted in the reader's language, in UTC. */
  at?: Date;
  ip?: string | null;
  /** The raw User-Agent header; the notice shows "Firefox on Windows" from it. */
  userAgent?: string | null;
};

/** 'totp' is accepted as another name for the authenticator app. */
type Factor = { factor: 'authenticator' | 'totp' | 'passkey' /** a passkey's name */; name?: string };

/**
 * The parameters each notice takes (templates `security_<notice>` in locales/<lang>/email.json;
 * every template also gets the time, the "if this was not you" steps and the account link):
 * - new_sign_in: ip, userAgent (core/known-browsers.ts sends it)
 * - password_changed: ip
 * - factor_added / factor_removed: factor, name (a passkey's), ip
 * - recovery_code_used: left (unused codes remaining), ip, userAgent
 * - payout_method_added: method ("ING (NL91 •••• 4300)": its label and masked details), ip
 * - withdrawal_requested: amountCents + currency (formatted in the reader's language), method, ip
 * - factors_reset: nothing; an admin did it, so their IP is not shown to the person
 * Other fields are ignored (senders were written alongside this file; extras must not break them).
 */
export type SecurityNoticeParams = {
  new_sign_in: Origin;
  password_changed: Origin;
  factor_added: Origin & Factor;
  factor_removed: Origin & Factor;
  recovery_code_used: Origin & { left: number };
  payout_method_added: Origin & { method: string };
  withdrawal_requested: Origin & { amountCents: number; currency: string; method: string };
  factors_reset: Origin & { reason?: string };
};

/**
 * Issue 18 item 6: tells a person by email, in their language, that something changed on their
 * account (a sign-in from a new browser, a new password, a factor added or removed, …). Every
 * notice says when (and from where, when known), and ends with what to do if it was not them:
 * a new password through "Forgot your password?", the firm's contact details, their account
 * page. Call it in the change's own transaction, so a notice exists exactly when the change does.
 */
export async function sendSecurityNotice<N extends SecurityNotice>(
  db: Db,
  mail: Mail,
  userId: string,
  notice: N,
  params: SecurityNoticeParams[N] & Record<string, unknown>,
): Promise<void> {
  const at = params.at ?? new Date();
  // A security notice carries no link token or code, so its parameters are plain email values.
  const template: `security_${SecurityNotice}` = `security_${notice}`;
  await enqueueEmail(db, mail, userId, template, (language) =>
    securityNoticeParams(mail, language, notice, { ...params, at }),
  );
}

const label = (language: Language, key: string, values: Record<string, string> = {}) =>
  // A function replacer keeps "$" in a value (a passkey's name) literal.
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, () => value),
    emailLabel(language, `security_notice.${key}`),
  );

function browserOf(language: Language, userAgent: string | null | undefined): string {
  const { browser, os } = summariseUserAgent(userAgent);
  if (browser && os) return label(language, 'browser_on_os', { browser, os });
  return browser ?? os ?? label(language, 'unknown_browser');
}

/** "When / IP address / Browser" lines; the sign-in notice always names the browser. */
function detailsOf(language: Language, notice: SecurityNotice, origin: Origin & { at: Date }): string {
  const time = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const lines = [label(language, 'when', { time: time.format(origin.at) })];
  if (notice === 'factors_reset') return lines.join('\n');
  if (origin.ip) lines.push(label(language, 'ip', { ip: origin.ip }));
  if (origin.userAgent || notice === 'new_sign_in') {
    lines.push(label(language, 'browser', { browser: browserOf(language, origin.userAgent) }));
  }
  return lines.join('\n');
}

function factorOf(language: Language, params: Partial<Factor>): string {
  if (params.factor !== 'passkey') return label(language, 'factor_authenticator');
  return params.name
    ? label(language, 'factor_passkey_named', { name: params.name })
    : label(language, 'factor_passkey');
}

/** Everything a security_<notice> template interpolates, in `language`. Exported for the tests. */
export function securityNoticeParams<N extends SecurityNotice>(
  mail: Pick<Mail, 'origin'>,
  language: Language,
  notice: N,
  params: SecurityNoticeParams[N] & { at: Date },
): RenderParams {
  const all = params as Partial<
    Factor & { left: number; method: string; amountCents: number; currency: string }
  >;
  const accountLink = portalLink(mail, '/account');
  const steps = label(language, 'steps', {
    resetLink: portalLink(mail, '/forgot-password'),
    // The legal notice carries the firm's address, telephone and email (firm profile).
    contactLink: portalLink(mail, '/legal-notice'),
    accountLink,
  });
  const rendered: RenderParams = { details: detailsOf(language, notice, params), steps, accountLink };
  if (notice === 'factor_added' || notice === 'factor_removed') rendered.factor = factorOf(language, all);
  if (all.left !== undefined) rendered.left = new Intl.NumberFormat(language).format(all.left);
  if (all.method !== undefined) rendered.method = all.method;
  if (all.amountCents !== undefined && all.currency) {
    rendered.amount = formatMoney(all.amountCents, all.currency, language);
  }
  return rendered;
}
