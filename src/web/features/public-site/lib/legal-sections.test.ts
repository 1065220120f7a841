import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@shared/domain/languages';
import { describe, expect, it } from 'vitest';
import { LEGAL_PAGES, type LegalPage } from './legal-sections';

const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));
const PAGES = Object.keys(LEGAL_PAGES) as LegalPage[];
const ALLOWED_PLACEHOLDERS = ['contactEmail', 'firmName'];

type Section = { heading: string; body: string };
type Page = { title: string; description: string; intro: string; sections: Record<string, Section> };
type Legal = { lastUpdated: string } & Record<LegalPage, Page>;

function read(language: string): Legal {
  return JSON.parse(readFileSync(`${localesDir}/${language}/legal.json`, 'utf8'));
}

/** Every leaf as [dotted key, value]; arrays count as leaves, so they fail the string check. */
function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Web and mail addresses, and bare domain names: the pages link nowhere. */
const URL_PATTERN = /https?:\/\/|www\.|mailto:|\b[a-z0-9-]+\.(?:com|net|org|eu|io|de|fr|it|es|nl|uk)\b/i;

const english = new Map(flatten(read('en')));

describe('legal.json', () => {
  for (const language of LANGUAGES) {
    describe(language, () => {
      const legal = read(language);
      const leaves = flatten(legal);

      it('has the pages and, for each, exactly the sections of LEGAL_PAGES in that order', () => {
        expect(Object.keys(legal)).toEqual(['lastUpdated', ...PAGES]);
        for (const page of PAGES) {
          expect(Object.keys(legal[page]), page).toEqual(['title', 'description', 'intro', 'sections']);
          expect(Object.keys(legal[page].sections), page).toEqual([...LEGAL_PAGES[page]]);
          for (const key of LEGAL_PAGES[page]) {
            expect(Object.keys(legal[page].sections[key] ?? {}), `${page}.${key}`).toEqual([
              'heading',
              'body',
            ]);
          }
        }
      });

      it('has the same keys as English, every leaf a non-empty string', () => {
        expect(leaves.map(([key]) => key)).toEqual([...english.keys()]);
        for (const [key, value] of leaves) {
          expect(typeof value, key).toBe('string');
          expect((value as string).trim(), `${key} is empty`).not.toBe('');
        }
      });

      it("keeps English's placeholders in every key and uses no others", () => {
        for (const [key, value] of leaves) {
          const found = placeholders(String(value));
          expect(found, key).toEqual(placeholders(String(english.get(key))));
          for (const name of found) expect(ALLOWED_PLACEHOLDERS, `${key}: {{${name}}}`).toContain(name);
        }
      });

      it('keeps meta descriptions within 160 characters', () => {
        for (const page of PAGES) {
          expect(legal[page].description.length, `${page}.description`).toBeLessThanOrEqual(160);
        }
      });

      it('contains no links or web addresses', () => {
        for (const [key, value] of leaves) expect(String(value), key).not.toMatch(URL_PATTERN);
      });

      it('writes bodies as paragraphs, multi-line paragraphs only as "- " lists', () => {
        for (const page of PAGES) {
          for (const [key, { body }] of Object.entries(legal[page].sections)) {
            expect(body, `${page}.${key}`).toBe(body.trim());
            for (const paragraph of body.split('\n\n')) {
              expect(paragraph.trim(), `${page}.${key}: empty paragraph`).not.toBe('');
              const lines = paragraph.split('\n');
              if (lines.length > 1) {
                for (const line of lines) expect(line, `${page}.${key}`).toMatch(/^- \S/);
              }
            }
          }
        }
      });
    });
  }
});
