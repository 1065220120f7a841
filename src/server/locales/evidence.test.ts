import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/domain/languages';
import { evidenceTexts } from '.';

/** The evidence pack's fixed texts: the same keys and placeholders in all six languages. */

type Tree = { [key: string]: string | Tree };

/** Every text with its dotted path, e.g. "methods.bank_transfer". */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [path, text] of flatten(value, `${prefix}${key}.`)) out.set(path, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatten(evidenceTexts.en as Tree);

describe('the evidence pack catalogue', () => {
  it.each(LANGUAGES)('%s has exactly the English keys', (language) => {
    expect([...flatten(evidenceTexts[language] as Tree).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(LANGUAGES)('%s has a non-empty text with the same placeholders for every key', (language) => {
    const texts = flatten(evidenceTexts[language] as Tree);
    for (const [key, source] of english) {
      const text = texts.get(key) ?? '';
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(source));
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s translates the sentences, not only the words',
    (language) => {
      const texts = flatten(evidenceTexts[language] as Tree);
      // Single words like "IBAN", "Bank" or "Date" are rightly shared; no sentence should be.
      const copied = [...english].filter(([key, text]) => text.includes(' ') && texts.get(key) === text);
      expect(copied.map(([key]) => key)).toEqual([]);
    },
  );
});
