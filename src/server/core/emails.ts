import i18next, { type i18n } from 'i18next';
import type { Language } from '../../shared/domain/languages';
import { emailTexts } from '../locales';
import type { SecretCode, SecretLink } from './secret-links';

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

let instance: i18n | undefined;

function translator(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
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
  }
  return instance;
}

/** Renders one email; `name` is the recipient's first name for the greeting. */
export function renderEmail(
  template: EmailTemplate,
  language: Language,
  name: string,
  params: RenderParams,
): { subject: string; text: string } {
  const t = translator().getFixedT(language, 'email');
  // The greeting always names the recipient; inside a template a `name` parameter (a document's
  // name in document_reviewed) wins over it.
  const all = { name, ...params };
  const subject = t(`${template}.subject`, all);
  const body = t(`${template}.body`, all);
  return { subject, text: `${t('greeting', { name })}\n\n${body}\n\n${t('signature')}` };
}

/** A translated label (a phase name, a document status) for use inside email parameters. */
export function emailLabel(language: Language, key: string): string {
  return translator().getFixedT(language, 'email')(key);
}

/**
 * The translated "note from your lawyer" paragraph for an email's {{notesBlock}}, or nothing
 * without notes. notes_block has its own {{notes}}; a function replacer keeps any "$" in the
 * lawyer's text literal.
 */
export function notesBlock(language: Language, notes: string | null | undefined): string {
  return notes ? emailLabel(language, 'notes_block').replace('{{notes}}', () => notes) : '';
}

let portalOrigin = 'http://localhost:3000';

/** Sets the public address links in emails point to (PUBLIC_URL; set when the app is built). */
export function configureEmailLinks(publicUrl: URL) {
  portalOrigin = publicUrl.origin;
}

/** An absolute link into the portal for an email, e.g. portalLink('/client-dashboard'). */
export function portalLink(path: string): string {
  return new URL(path, portalOrigin).toString();
}
