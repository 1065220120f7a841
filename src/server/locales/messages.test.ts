import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/domain/languages';
import { languageOfHeader, renderMessage } from '../core/messages';
import { messageTexts } from '.';

/** D29: every API message has a text in all six languages, with the same placeholders. */

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = messageTexts.en;
const keys = Object.keys(english).sort();

/** Texts that are rightly the same word in English and another language. */
const SAME_AS_ENGLISH = new Set(['nl:common.role.manager', 'fr:common.role.client']);

describe('the API message catalogue', () => {
  it.each(LANGUAGES)('%s has exactly the English keys', (language) => {
    expect(Object.keys(messageTexts[language]).sort()).toEqual(keys);
  });

  it.each(LANGUAGES)('%s has a non-empty text with the same placeholders for every key', (language) => {
    for (const key of keys) {
      const text = messageTexts[language][key] ?? '';
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not a copy of the English', (language) => {
    const copies = keys.filter(
      (key) => messageTexts[language][key] === english[key] && !SAME_AS_ENGLISH.has(`${language}:${key}`),
    );
    expect(copies).toEqual([]);
  });

  it.each(LANGUAGES)('%s runs no two sentences together and doubles no full stop', (language) => {
    for (const key of keys) {
      const text = messageTexts[language][key] ?? '';
      expect(text, `${language} ${key}`).not.toMatch(/\.\s*\.|[.!?][A-ZÄÖÜÉÈ]/);
    }
  });
});

describe('rendering a message', () => {
  it('formats amounts and waits for the reader, never "16000 USD"', () => {
    const amount = { cents: 1_600_000, currency: 'USD' };
    const de = renderMessage({ key: 'withdrawals.over_balance', params: { amount } }, 'de');
    expect(de).toContain('16.000,00');
    expect(de).toContain('$');
    expect(renderMessage({ key: 'withdrawals.over_balance', params: { amount } }, 'en')).toBe(
      'You can withdraw up to $16,000.00.',
    );
    expect(
      renderMessage({ key: 'common.auth.too_many_attempts', params: { wait: { minutes: 5 } } }, 'de'),
    ).toContain('5 Minuten');
  });

  it('names roles and lists of records in the reader’s language', () => {
    const text = renderMessage(
      {
        key: 'people.assign.unsupported',
        params: { from: { term: 'common.role.client' }, to: { term: 'common.role.admin' } },
      },
      'de',
    );
    expect(text).toBe('Nicht unterstützte Zuweisung: Mandant an Administrator');
    const list = {
      list: [
        { key: 'common.records.cases' as const, params: { count: 2 } },
        { key: 'common.records.leads' as const, params: { count: 1 } },
      ],
    };
    expect(renderMessage({ key: 'people.users.has_records', params: { records: list } }, 'fr')).toContain(
      'dossiers : 2 et demandes : 1',
    );
  });

  it('picks the best of the six languages from Accept-Language', () => {
    expect(languageOfHeader('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageOfHeader('pt-BR,pt;q=0.9,fr;q=0.5,en;q=0.4')).toBe('fr');
    expect(languageOfHeader('en;q=0.2, nl')).toBe('nl');
    expect(languageOfHeader('ja')).toBeUndefined();
    expect(languageOfHeader(undefined)).toBeUndefined();
  });
});
