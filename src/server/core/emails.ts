import i18next, { type i18n } from 'i18next';
import type { Language } from '../../shared/domain/languages';
import type { SecretBox } from '../lib/secret-box';
import { emailTexts } from '../locales';
import { outboxSealer, type SecretCode, type SecretLink } from './secret-links';

/**
 * Email texts in the recipient's language (UI.md glossary, formal address), from the JSON files
 * listed in locales/index.ts; a missing key falls back to English.
 */
export type EmailTemplate =
  | 'set_password'
  | 'registration_welcome'
  | 'confirm_email'
  | 'case_attach_request'
  | 'invitation'
  | 'case_phase_changed'
  | 'recovery_recorded'
  | 'recovery_reversed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'withdrawal_paid'
  | 'message_received'
  | 'document_reviewed'
  | 'password_reset'
  | 'sign_in_code'
  | 'deadline_reminder'
  | 'contact_change_confirm'
  | 'contact_change_notice'
  | 'contact_change_applied'
  | 'profile_updated'
  | 'control_proposed'
  | 'control_decided'
  | `security_${SecurityNotice}`;

/** Issue 18: what an account-security notice is about (core/security-notices.ts sends them). */
export type SecurityNotice =
  | 'new_sign_in'
  | 'password_changed'
  | 'factor_added'
  | 'factor_removed'
  | 'recovery_code_used'
  | 'payout_method_added'
  | 'withdrawal_requested'
  | 'factors_reset';

/** Parameters as senders give them; a link with a token must be a SecretLink, a code a SecretCode (secret-links.ts). */
export type EmailParams = Record<string, string | number | SecretLink | SecretCode>;
/** Parameters as rendered: secret links already replaced by their masked or real text. */
export type RenderParams = Record<string, string | number>;

/**
 * Issue 33: the texts are grouped by the module whose work an email is about (`auth`, `people`,
 * `ledger`, ...), with `common` for the greeting, the signature and the labels several share.
 * Template names stay as they are (they are stored in outbox rows): the group holding a name is
 * looked up here, once. A name in two groups would be ambiguous, so the first group wins and
 * locales/module-groups.test.ts fails.
 */
const groupOfName: Record<string, string> = {};
for (const [group, texts] of Object.entries(emailTexts.en as Record<string, Record<string, unknown>>)) {
  for (const name of Object.keys(texts)) groupOfName[name] ??= group;
}
/** `case_phase_changed.subject` → `cases.case_phase_changed.subject`; an unknown name stays as given. */
function grouped(key: string): string {
  const name = key.slice(0, key.indexOf('.') === -1 ? undefined : key.indexOf('.'));
  const group = groupOfName[name];
  return group ? `${group}.${key}` : key;
}

/** Built once at import: the texts are fixed for the life of the process. */
const translator: i18n = i18next.createInstance();
void translator.init({
  resources: Object.fromEntries(
    Object.entries(emailTexts).map(([language, email]) => [language, { email }]),
  ) as never,
  fallbackLng: 'en',
  ns: ['email'],
  defaultNS: 'email',
  initAsync: false,
  interpolation: { escapeValue: false }, // plain-text emails: nothing to escape
  returnNull: false,
});

/** Renders one email; `name` is the recipient's first name for the greeting. */
export function renderEmail(
  template: EmailTemplate,
  language: Language,
  name: string,
  params: RenderParams,
): { subject: string; text: string } {
  const t = translator.getFixedT(language, 'email');
  // The greeting always names the recipient; inside a template a `name` parameter (a document's
  // name in document_reviewed) wins over it.
  const all = { name, ...params };
  const subject = t(grouped(`${template}.subject`), all);
  const body = t(grouped(`${template}.body`), all);
  return { subject, text: `${t(grouped('greeting'), { name })}\n\n${body}\n\n${t(grouped('signature'))}` };
}

/** A translated label (a phase name, a document status) for use inside email parameters. */
export function emailLabel(language: Language, key: string): string {
  return translator.getFixedT(language, 'email')(grouped(key));
}

/**
 * The translated "note from your lawyer" paragraph for an email's {{notesBlock}}, or nothing
 * without notes. notes_block has its own {{notes}}; a function replacer keeps any "$" in the
 * lawyer's text literal.
 */
export function notesBlock(language: Language, notes: string | null | undefined): string {
  return notes ? emailLabel(language, 'notes_block').replace('{{notes}}', () => notes) : '';
}

/**
 * What writing an email needs from configuration: the public address its links point to
 * (PUBLIC_URL) and the box that seals links and codes carrying a secret (D31). buildApp builds it
 * once (app.deps.mail); the outbox worker, the jobs and the seed are handed the same, so no email
 * depends on which routes happened to be registered first.
 */
export type Mail = { origin: string; sealer: SecretBox };

export function mailSetup(config: { publicUrl: URL; sessionSecret: string }): Mail {
  return { origin: config.publicUrl.origin, sealer: outboxSealer(config.sessionSecret) };
}

/** An absolute link into the portal for an email, e.g. portalLink(mail, '/client-dashboard'). */
export function portalLink(mail: Pick<Mail, 'origin'>, path: string): string {
  return new URL(path, mail.origin).toString();
}
