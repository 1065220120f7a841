import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasKey, type Lookup, scanLookups } from '../../../tests/support/key-lookups';

/**
 * Every static lookup in the web code names a text that exists in English. i18n keys are not
 * type-checked, so a text moved to another namespace while a component still looks it up in the
 * old one would show a raw key and nothing else would fail.
 */
const webDir = fileURLToPath(new URL('..', import.meta.url));
const localesDir = path.join(webDir, 'locales/en');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\./.test(entry.name) ? [full] : [];
  });
}

const english = new Map(
  readdirSync(localesDir).map((file) => [
    file.replace(/\.json$/, ''),
    JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')) as Record<string, unknown>,
  ]),
);

/** A lookup's namespace may be several (`a|b`, a hook given a list): the key may live in any. */
const missing = (lookup: Lookup) =>
  !lookup.namespace.split('|').some((ns) => {
    const texts = english.get(ns);
    return texts !== undefined && hasKey(texts, lookup.key);
  });

describe('translation keys', () => {
  it('finds lookups by hook, prefix, option, alias and type, and skips dynamic keys', () => {
    const sample = `
      const { t } = useTranslation(['cases', 'lawyer']);
      t('title'); t('people:roles.admin'); t('proposed', { ns: 'approvals' }); t(\`tabs.\${tab}\`);
      const { t: tc } = useTranslation();
      tc('save'); t(label); i18n.t('ignored'); tc(more ? 'pager.more' : 'pager.range', figures);
      tc(name === 'amount' ? 'errors.amount' : 'errors.method');
      const { t: tw } = useTranslation('reconciliation', { keyPrefix: 'withdrawn' });
      tw('title');
      function label(t: TFunction<'payments'>) { return t('total'); }
      <Trans i18nKey="documents:hint" />`;
    const scan = scanLookups(sample);
    const named = (lookups: Lookup[]) => lookups.map((l) => `${l.namespace}:${l.key}`);
    expect(named(scan.lookups)).toEqual([
      'cases|lawyer:title',
      'people:roles.admin',
      'approvals:proposed',
      'common:save',
      'common:pager.more',
      'common:pager.range',
      'common:errors.amount',
      'common:errors.method',
      'reconciliation:withdrawn.title',
      'payments:total',
      'documents:hint',
    ]);
    expect(named(scan.dynamic)).toEqual(['cases|lawyer:tabs.']);
    expect(scan.unchecked).toHaveLength(1);
  });

  it('counts plural forms and objects of texts as existing, and nothing else', () => {
    const texts = { a: { b: 'x', item_one: 'one', item_other: 'many', list: { c: 'y' } } };
    expect(['a.b', 'a.item', 'a.list', 'a'].filter((key) => hasKey(texts, key))).toHaveLength(4);
    expect(['a.c', 'b', 'a.b.c', 'a.items'].filter((key) => hasKey(texts, key))).toEqual([]);
    const broken = { at: 0, line: 1, namespace: 'common', key: 'no.such.text.anywhere' };
    expect(missing(broken)).toBe(true);
  });

  it('finds every static key of the web code in English', () => {
    const absent: string[] = [];
    let checked = 0;
    let dynamic = 0;
    let unchecked = 0;
    for (const file of sourceFiles(webDir)) {
      const scan = scanLookups(readFileSync(file, 'utf8'));
      dynamic += scan.dynamic.length;
      unchecked += scan.unchecked.length;
      checked += scan.lookups.length;
      for (const lookup of scan.lookups.filter(missing)) {
        absent.push(`${path.relative(webDir, file)}:${lookup.line} ${lookup.namespace}:${lookup.key}`);
      }
    }
    console.info(
      `translation keys: ${checked} checked; not checked: ${dynamic} built at run time, ${unchecked} from a variable or a t of unknown namespace`,
    );
    expect(absent).toEqual([]);
  });
});
