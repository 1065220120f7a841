import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Notification } from '@shared/contracts/notifications';
import { LANGUAGES } from '@shared/domain/languages';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { KNOWN_KINDS, notificationText } from './notification-text';

const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));
const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        notifications: JSON.parse(readFileSync(`${localesDir}/${language}/notifications.json`, 'utf8')),
        common: JSON.parse(readFileSync(`${localesDir}/${language}/common.json`, 'utf8')),
      },
    ]),
  ),
  lng: 'en',
  interpolation: { escapeValue: false },
});
const tFor = (language: string) => i18n.getFixedT(language, 'notifications') as TFunction<'notifications'>;

const at = (kind: string, params: Notification['params']): Notification => ({
  id: '0190c6c4-0000-7000-8000-000000000000',
  kind,
  params,
  caseId: null,
  readAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});

/** The params each kind carries, as the server's notify() calls send them. */
const SAMPLES: Record<string, Notification['params']> = {
  contact_change_disputed: {
    clientName: 'Dana Jansen',
    field: 'email',
    value: 'someone@example.test',
    proposedBy: 'Lee Lawyer',
  },
  profile_updated: { fields: 'lastName' },
  recovery_recorded: {
    reference: 'RC-1',
    amount: 1234.5,
    amountCents: 123_450,
    fee: 246.9,
    feeCents: 24_690,
    share: 987.6,
    shareCents: 98_760,
    currency: 'EUR',
  },
  recovery_reversed: {
    reference: 'RC-1',
    amount: 100,
    amountCents: 10_000,
    currency: 'EUR',
    reason: 'Bank recalled it',
  },
  withdrawal_approved: { withdrawalId: 'w', amount: 500, amountCents: 50_000, currency: 'USD' },
  withdrawal_rejected: {
    withdrawalId: 'w',
    amount: 500,
    amountCents: 50_000,
    currency: 'USD',
    reason: 'Name differs',
  },
  withdrawal_paid: {
    withdrawalId: 'w',
    amount: 500,
    amountCents: 50_000,
    currency: 'USD',
    reference: 'PAY-9',
  },
  message_received: { reference: 'RC-1', senderName: 'Lena Vogel' },
  withdrawal_requested: {
    withdrawalId: 'w',
    clientName: 'Ida Berg',
    amount: 500,
    amountCents: 50_000,
    currency: 'USD',
  },
  document_reviewed: { reference: 'RC-1', name: 'passport.pdf', status: 'verified' },
  case_phase_changed: { reference: 'RC-1', fromPhase: 'new', toPhase: 'legal' },
  case_assigned: { reference: 'RC-1', clientName: 'Ida Berg' },
  control_proposed: { proposalKind: 'staff_account', by: 'Ada Admin', outcome: '', proposalId: 'p' },
  control_decided: { proposalKind: 'settings', by: null, outcome: 'approved', proposalId: 'p' },
};

describe('notification texts', () => {
  it('has a sample for every kind it words', () => {
    expect(KNOWN_KINDS.sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  for (const language of LANGUAGES) {
    it(`${language}: words every kind completely, without keys or placeholders`, () => {
      const english = tFor('en');
      for (const [kind, params] of Object.entries(SAMPLES)) {
        const { title, body } = notificationText(at(kind, params), tFor(language), language);
        const all = `${title} ${body ?? ''}`;
        expect(all, `${language}:${kind}`).not.toMatch(/\{\{|\}\}|kinds\.|phases\./);
        expect(body, `${language}:${kind}`).not.toBeNull();
        if (language !== 'en') {
          expect(title, `${language}:${kind} is still English`).not.toBe(
            notificationText(at(kind, params), english, 'en').title,
          );
        }
      }
    });
  }

  it('shows exact amounts in the reader’s format and translated phases', () => {
    const de = notificationText(at('recovery_recorded', SAMPLES.recovery_recorded!), tFor('de'), 'de');
    expect(de.body).toContain('1.234,50\u00a0€');
    expect(de.body).toContain('246,90\u00a0€');
    const phase = notificationText(at('case_phase_changed', SAMPLES.case_phase_changed!), tFor('fr'), 'fr');
    expect(phase.body).toBe('Désormais en phase « Action en justice ».');
  });

  it('falls back to a generic update for an unknown kind or incomplete params', () => {
    expect(notificationText(at('something_new', {}), tFor('en'), 'en')).toEqual({
      title: 'You have a new update on your case',
      body: null,
    });
    expect(notificationText(at('recovery_recorded', { reference: 'RC-1' }), tFor('de'), 'de').title).toBe(
      'Es gibt Neuigkeiten zu Ihrem Fall',
    );
    expect(notificationText(at('toString', {}), tFor('en'), 'en').title).toBe(
      'You have a new update on your case',
    );
  });
});

describe('a case assigned whose title is composed (issue 17 item 2)', () => {
  it("names the case by its fraud type in the reader's language, and a typed title as typed", () => {
    const composed = at('case_assigned', { reference: 'RC-1', title: null, fraudType: 'investment' });
    expect(notificationText(composed, tFor('de'), 'de').body).toBe('Fall: Anlagebetrug');
    expect(notificationText(composed, tFor('fr'), 'fr').body).toBe("Dossier : Fraude à l'investissement");
    const typed = at('case_assigned', { reference: 'RC-1', title: 'Broker Nexa', fraudType: 'investment' });
    expect(notificationText(typed, tFor('de'), 'de').body).toBe('Fall: Broker Nexa');
  });
});
