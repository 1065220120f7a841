import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@shared/domain/languages';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n/resources';

const localesDir = fileURLToPath(new URL('.', import.meta.url));

function readNamespace(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${localesDir}/${language}/${namespace}.json`, 'utf8'));
}

/** Every leaf as [dotted key, value], so nested objects compare key by key. */
function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('has exactly the registered namespaces in every language folder', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(`${localesDir}/${language}`).filter((file) => file.endsWith('.json'));
      expect(files.map((file) => file.replace(/\.json$/, '')).sort(), language).toEqual(
        [...NAMESPACES].sort(),
      );
    }
  });

  for (const namespace of NAMESPACES) {
    const english = new Map(flatten(readNamespace('en', namespace)));

    for (const language of LANGUAGES) {
      it(`${language}/${namespace}.json has the same keys as English, none empty`, () => {
        const entries = flatten(readNamespace(language, namespace));
        expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
        for (const [key, value] of entries) {
          expect(typeof value, `${language}:${namespace}:${key}`).toBe('string');
          expect((value as string).trim(), `${language}:${namespace}:${key} is empty`).not.toBe('');
        }
      });

      it(`${language}/${namespace}.json keeps the English placeholders`, () => {
        for (const [key, value] of flatten(readNamespace(language, namespace))) {
          expect(placeholders(String(value)), `${language}:${namespace}:${key}`).toEqual(
            placeholders(String(english.get(key))),
          );
        }
      });
    }
  }

  it('keeps the exact English 404 texts the spec names', () => {
    const common = readNamespace('en', 'common') as { notFound: { title: string; hint: string } };
    expect(common.notFound.title).toBe('404 Page Not Found');
    expect(common.notFound.hint).toBe('Did you forget to add the page to the router?');
  });
});
