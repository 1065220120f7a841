import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INITIAL_NAMESPACES } from '../lib/i18n/resources';

/**
 * Issue 33 item 1. The rule: a text lives in the namespace of the folder whose code uses it.
 * A feature (web/features/<folder>) reads its own namespace, named after the folder in camelCase
 * (`bank-statements` → `bankStatements`: the bundle loader and the prerender take a namespace as
 * one word), and `common`, the few texts every screen shares (buttons, generic errors, money,
 * load failures). Screens that compose features (app/routes, app/layouts) may read any.
 */
const webDir = fileURLToPath(new URL('..', import.meta.url));
const featuresDir = path.join(webDir, 'features');

const namespaceOf = (folder: string) => folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The namespaces a source file names: useTranslation, `ns:key` keys, `ns` options and props, loads. */
function namespacesRead(source: string): Set<string> {
  const found = new Set<string>();
  const quoted = (text: string) => [...text.matchAll(/['"`](\w+)['"`]/g)].map((m) => m[1] as string);
  for (const [, args = ''] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const first = args.trim().startsWith('[') ? args.slice(0, args.indexOf(']') + 1) : args.split(',')[0];
    // No argument reads the default namespace; a variable (a component's `ns` prop) is checked where it is given.
    if (args.trim() === '') found.add('common');
    for (const name of quoted(first ?? '')) found.add(name);
  }
  const patterns = [
    /\bt\(\s*['"`](\w+):/g,
    /i18nKey=\{?\s*['"`](\w+):/g,
    /\bns(?::\s*|=\{?\s*)['"`](\w+)['"`]/g,
    /TFunction<\s*['"`](\w+)['"`]/g,
    /getFixedT\([^,)]*,\s*['"`](\w+)['"`]/g,
  ];
  for (const pattern of patterns) for (const [, name] of source.matchAll(pattern)) found.add(name as string);
  for (const name of namespacesAskedFor(source)) found.add(name);
  return found;
}

/** The namespaces a source file asks to load (lib/i18n/texts.ts `loadTexts`, or i18next's own call). */
function namespacesAskedFor(source: string): Set<string> {
  const found = new Set<string>();
  for (const [, list = ''] of source.matchAll(/(?:loadTexts|loadNamespaces)\(([^)]*)\)/g)) {
    for (const [, name] of list.matchAll(/['"`](\w+)['"`]/g)) found.add(name as string);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\./.test(entry.name) ? [full] : [];
  });
}

/** Feature → namespaces its files read beyond its own and `common`. */
function foreignReads(): Record<string, string[]> {
  const reads: Record<string, string[]> = {};
  for (const folder of readdirSync(featuresDir)) {
    const own = namespaceOf(folder);
    const foreign = new Set<string>();
    for (const file of sourceFiles(path.join(featuresDir, folder))) {
      for (const name of namespacesRead(readFileSync(file, 'utf8'))) {
        if (name !== own && name !== 'common') foreign.add(name);
      }
    }
    if (foreign.size > 0) reads[own] = [...foreign].sort();
  }
  return reads;
}

describe('translation namespaces follow the feature folders', () => {
  it('finds every way a file names a namespace (so the check below can fail)', () => {
    const sample = `
      const { t } = useTranslation(['cases', 'ledger']);
      const other = useTranslation('people', { keyPrefix: 'roles' });
      const plain = useTranslation();
      t('leads:title'); t(\`desks:tabs.\${tab}\`); t('proposed', { ns: 'approvals' });
      <Trans i18nKey="documents:hint" /> <PersonFields ns="clients" />
      function label(t: TFunction<'messages'>) {}
      await i18n.loadNamespaces(['reauth', 'passkeys']);
      loadTexts('portal', 'analytics');`;
    expect([...namespacesRead(sample)].sort()).toEqual(
      [
        'analytics',
        'approvals',
        'cases',
        'clients',
        'common',
        'desks',
        'documents',
        'leads',
        'ledger',
        'messages',
        'passkeys',
        'people',
        'portal',
        'reauth',
      ].sort(),
    );
    expect(namespaceOf('bank-statements')).toBe('bankStatements');
  });

  it('has a namespace file for every feature that reads its own texts', () => {
    const files = new Set(
      readdirSync(path.join(webDir, 'locales/en')).map((file) => file.replace(/\.json$/, '')),
    );
    const missing = readdirSync(featuresDir)
      .filter((folder) =>
        sourceFiles(path.join(featuresDir, folder)).some((file) =>
          namespacesRead(readFileSync(file, 'utf8')).has(namespaceOf(folder)),
        ),
      )
      .filter((folder) => !files.has(namespaceOf(folder)));
    expect(missing).toEqual([]);
  });

  it('lets a feature read only its own namespace and common', () => {
    expect(foreignReads()).toEqual({});
  });

  it('has every text loaded by the code that reads it, so no route keeps a list', () => {
    // A feature asks for its own namespace (in its index.ts, or where it first needs it); any
    // other file asks for each namespace it reads beyond those every page starts with.
    const unasked: string[] = [];
    for (const folder of readdirSync(featuresDir)) {
      const files = sourceFiles(path.join(featuresDir, folder));
      const own = namespaceOf(folder);
      const reads = files.some((file) => namespacesRead(readFileSync(file, 'utf8')).has(own));
      const asked = files.some((file) => namespacesAskedFor(readFileSync(file, 'utf8')).has(own));
      if (reads && !asked && !INITIAL_NAMESPACES.includes(own as never))
        unasked.push(`features/${folder}: ${own}`);
    }
    for (const file of sourceFiles(webDir).filter((f) => !f.startsWith(featuresDir))) {
      const source = readFileSync(file, 'utf8');
      const asked = namespacesAskedFor(source);
      for (const name of namespacesRead(source)) {
        if (!asked.has(name) && !INITIAL_NAMESPACES.includes(name as never)) {
          unasked.push(`${path.relative(webDir, file)}: ${name}`);
        }
      }
    }
    expect(unasked).toEqual([]);
  });

  it('keeps no namespace list in the router or the public pages', () => {
    for (const file of ['app/router.tsx', 'app/public-pages.ts', 'public-entry.tsx']) {
      const source = readFileSync(path.join(webDir, file), 'utf8');
      expect({ file, lists: /Namespace|loadNamespaces|namespaces:/.test(source) }).toEqual({
        file,
        lists: false,
      });
    }
  });
});
