import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../shared/domain/languages';
import { type EmailTemplate, emailLabel, renderEmail } from '../../core/emails';
// What the server imports (emails.ts renders from every language in locales/index.ts).
import '../../core/notify';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));
/** A language's email texts with their module groups (issue 33) merged: template → texts. */
const read = (language: Language): Record<string, unknown> =>
  Object.assign(
    {},
    ...Object.values(
      JSON.parse(readFileSync(`${localesDir}/${language}/email.json`, 'utf8')) as Record<string, object>,
    ),
  );

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, String(value)]];
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = new Map(flatten(read('en')));
const TEMPLATES = [
  ...new Set([...english.keys()].filter((k) => k.endsWith('.subject')).map((k) => k.split('.')[0])),
];

/** D6 in each language: the line every email ends with. */
const NEVER_PAY: Record<Language, string> = {
  en: 'We will never ask you to pay anything to receive your funds.',
  es: 'Nunca le pediremos que pague nada para recibir sus fondos.',
  nl: 'Wij zullen u nooit vragen iets te betalen om uw gelden te ontvangen.',
  de: 'Wir werden Sie niemals auffordern, etwas zu bezahlen, um Ihre Gelder zu erhalten.',
  it: 'Non Le chiederemo mai di pagare alcunché per ricevere i Suoi fondi.',
  fr: 'Nous ne vous demanderons jamais de payer quoi que ce soit pour recevoir vos fonds.',
};

describe('email texts', () => {
  it('has every template the code can send', () => {
    const sendable: EmailTemplate[] = [
      'set_password',
      'registration_welcome',
      'confirm_email',
      'case_attach_request',
      'invitation',
      'case_phase_changed',
      'recovery_recorded',
      'recovery_reversed',
      'withdrawal_approved',
      'withdrawal_rejected',
      'withdrawal_paid',
      'message_received',
      'document_reviewed',
      'password_reset',
      'sign_in_code',
      // Issue 21 item 3: a payment's deadline is near (jobs/deadline-reminders.ts).
      'deadline_reminder',
      // Issue 18: account-security notices (core/security-notices.ts).
      'security_new_sign_in',
      'security_password_changed',
      'security_factor_added',
      'security_factor_removed',
      'security_recovery_code_used',
      'security_payout_method_added',
      'security_withdrawal_requested',
      'security_factors_reset',
      // D34: a staff-proposed email or phone (core/contact-changes.ts), and a name staff corrected.
      'contact_change_confirm',
      'contact_change_notice',
      'contact_change_applied',
      'profile_updated',
      // D37: every admin hears of a proposed change to a control and of its outcome.
      'control_proposed',
      'control_decided',
    ];
    expect(TEMPLATES.sort()).toEqual([...sendable].sort());
  });

  for (const language of LANGUAGES) {
    it(`${language}: same keys and placeholders as English, none empty`, () => {
      const entries = flatten(read(language));
      expect(entries.map(([k]) => k).sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of entries) {
        expect(text.trim(), `${language}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(english.get(key)!));
      }
    });

    it(`${language}: every template renders completely, in ${language}, with the D6 line`, () => {
      for (const template of TEMPLATES) {
        const keys = placeholders(`${english.get(`${template}.subject`)} ${english.get(`${template}.body`)}`);
        const params = Object.fromEntries(keys.map((k) => [k, `<${k}>`]));
        const { subject, text } = renderEmail(template as EmailTemplate, language, 'Anna', params);
        expect(`${subject}\n${text}`, `${language}:${template}`).not.toMatch(/\{\{|\}\}/);
        for (const k of keys) {
          expect(`${subject}\n${text}`, `${language}:${template} {{${k}}}`).toContain(`<${k}>`);
        }
        expect(text.startsWith(String(read(language).greeting).replace('{{name}}', 'Anna'))).toBe(true);
        expect(text).toContain(NEVER_PAY[language]);
        if (language !== 'en') {
          expect(subject, `${language}:${template} is still English`).not.toBe(
            renderEmail(template as EmailTemplate, 'en', 'Anna', params).subject,
          );
        }
      }
    });
  }

  it('greets the recipient by name even when a template names a document', () => {
    const { subject, text } = renderEmail('document_reviewed', 'en', 'Anna', {
      name: 'passport.pdf',
      reference: 'RC-2026-000001',
      status: emailLabel('en', 'document_status.verified'),
      notesBlock: '',
      link: 'https://portal.example/x',
    });
    expect(text.startsWith('Dear Anna,')).toBe(true);
    expect(subject).toBe('Case RC-2026-000001: your document "passport.pdf" was reviewed');
    expect(text).toContain('has been marked as verified.');
  });

  it('translates labels used inside emails', () => {
    expect(emailLabel('de', 'phase.legal')).toBe('Rechtliche Schritte');
    expect(emailLabel('fr', 'phase.new')).toBe('Évaluation gratuite du dossier');
    expect(emailLabel('nl', 'document_status.rejected')).toBe('afgewezen');
  });
});
