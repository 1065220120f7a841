// The four figures issue 16 asks docs/architecture.md to record (the second also over the tests,
// issue 33), measured on the working tree:
//   node scripts/architecture-metrics.mjs
// Dependencies come from dependency-cruiser with the options of .dependency-cruiser.cjs (aliases
// resolved, type-only imports counted), so the figures and `npm run deps` see the same graph.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { KINDS, kindOf, REAL, THIN } from './lib/duplicate-kinds.mjs';
import { countOf, listPairs } from './lib/duplicate-pairs.mjs';
import { serverFolderOf, stronglyConnected } from './lib/folder-graph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const { options } = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

const isTest = (file) => /\.test\.tsx?$|\.test-support\.tsx?$/.test(file) || file.startsWith('tests/');
const trackedSrc = execFileSync('git', ['ls-files', 'src'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const lineCount = (file) => readFileSync(file, 'utf8').split('\n').length - 1;

const { output } = await cruise(['src'], { ...options }, {}, { tsConfig: extractTSConfig('tsconfig.json') });
const modules = output.modules.filter((m) => m.source.startsWith('src/'));

/**
 * Test support living among production files, by name (testing/, the access matrix, kits,
 * fixtures, test files) or by content (it imports a test runner or a fake server). Named neither
 * *.test.* nor *.test-support.*, so the build and the rules cannot tell it from production code.
 */
const SUPPORT_NAME =
  /(^src\/server\/testing\/|\/access\/matrix\/|access-matrix\.ts$|matrix-helpers\.ts$|test-kit|fixture|test-files|for-tests)/;
const SUPPORT_CONTENT = /from '(vitest|smtp-server|playwright-core|fast-check)'/;
const misplacedSupport = trackedSrc
  .filter((f) => /\.tsx?$/.test(f) && !isTest(f))
  .filter((f) => SUPPORT_NAME.test(f) || SUPPORT_CONTENT.test(readFileSync(f, 'utf8')));
const isProduction = (file) => !isTest(file) && !misplacedSupport.includes(file);

/** 1. Cycles between server folders (src/server/<folder>, modules/<module> each one node). */
function folderCycles(include, includeImport = () => true) {
  const edges = new Map();
  for (const m of modules) {
    const from = serverFolderOf(m.source);
    if (!from || !include(m.source)) continue;
    for (const d of m.dependencies) {
      const to = serverFolderOf(d.resolved);
      if (!to || to === from || !include(d.resolved) || !includeImport(d)) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  const groups = stronglyConnected(edges).filter((group) => group.length > 1);
  const pairs = [...edges].flatMap(([a, tos]) =>
    [...tos].filter((b) => a < b && edges.get(b)?.has(a)).map((b) => `${a} ⇄ ${b}`),
  );
  return { groups, pairs };
}

/**
 * 2. `duplicates` pairs over a set of tracked files: the tool reads only git-tracked files below a
 * folder, so the set is copied into a scratch repository and measured there. With `kinds`, every
 * pair is also listed (folder by folder, lib/duplicate-pairs.mjs) and named by its kind
 * (lib/duplicate-kinds.mjs): { line, kinds }.
 */
function duplicatePairs(files, { kinds = false } = {}) {
  if (spawnSync('duplicates', ['--help']).error)
    return { line: 'skipped: the `duplicates` command is not on PATH', kinds: null };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-duplicates-'));
  try {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      cpSync(file, path.join(dir, file));
    }
    // Without the GIT_* variables a caller's git sets (a rebase's --exec, a hook), which would
    // point these commands, and the tool's own, at the project's repository instead of the copy.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')));
    const git = (...args) => execFileSync('git', args, { cwd: dir, stdio: 'ignore', env });
    git('init', '-q');
    git('add', '-A');
    const out = execFileSync('duplicates', ['--seconds', '300', '--most', '1'], {
      cwd: dir,
      encoding: 'utf8',
      env,
    });
    const first = out.split('\n')[0] ?? '';
    const count = countOf(first);
    const line = `${count} (${first.trim()}${/incomplete:/.test(out) ? '; INCOMPLETE, see the tool output' : ''})`;
    if (!kinds) return { line, kinds: null };
    const listed = listPairs(dir, files, env, 300);
    const named = listed.pairs.map((pair) => ({ pair, kind: kindOf(dir, pair) }));
    return { line, kinds: { count, listed: listed.pairs.length, incomplete: listed.incomplete, named } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Item 2's lines on the kinds: how many pairs of each, why each stays, and the repeats left. */
function kindLines({ count, listed, incomplete, named }) {
  const lines = [];
  if (listed !== count || incomplete)
    lines.push(
      `   WARNING: listed folder by folder the pairs come to ${listed}, not the total ${count}${incomplete ? ' (a listing was incomplete)' : ''}; the kinds count what was listed`,
    );
  lines.push(`   by kind (${listed} pairs listed folder by folder):`);
  const tally = (name) => named.filter((n) => n.kind === name).length;
  for (const kind of [...KINDS, THIN].sort((a, b) => tally(b.name) - tally(a.name)))
    lines.push(`   - ${tally(kind.name)} ${kind.name}: ${kind.why}`);
  const left = named.filter((n) => n.kind === REAL);
  lines.push(`   - ${left.length} ${REAL}:`);
  const at = (side) => `${side.file}:${side.from}-${side.to}`;
  for (const { pair } of left.sort((x, y) => at(x.pair.a).localeCompare(at(y.pair.a))))
    lines.push(`     - ${at(pair.a)} ~ ${at(pair.b)}${pair.identical ? ' (identical)' : ''}`);
  return lines;
}

/** Production: src/ minus tests and locales. */
const productionFiles = trackedSrc.filter(
  (f) => !/\.test\.|\.test-support\./.test(f) && !/(^|\/)(tests|locales)\//.test(f),
);
/** Tests as issue 33 counts them: tests/, test files and kits in src/, the scripts' tests. */
const testFiles = execFileSync('git', ['ls-files', 'tests', 'src', 'scripts'], { encoding: 'utf8' })
  .split('\n')
  .filter(
    (f) =>
      f.startsWith('tests/') ||
      (f.startsWith('src/') && /\.test\.|\.test-support\./.test(f)) ||
      /^scripts\/[^/]+\.test\.ts$/.test(f),
  );

/** 4. Web files that fetch a case's ledger themselves (GET /api/cases/:id/ledger). */
function ledgerFetchPlaces() {
  const endpoint = /[`'"]\/api\/cases\/[^`'"]*\/ledger[`'"?]/;
  return trackedSrc.filter(
    (f) => f.startsWith('src/web/') && !isTest(f) && endpoint.test(readFileSync(f, 'utf8')),
  );
}

const cycles = folderCycles(isProduction);
const withTests = folderCycles(() => true);
const runtimeOnly = folderCycles(isProduction, (d) => !d.dependencyTypes.includes('type-only'));
const ledger = ledgerFetchPlaces();
const supportLines = misplacedSupport.reduce((sum, f) => sum + lineCount(f), 0);
console.log('1. Import cycles between server folders (production files; type-only imports count):');
const betweenModules = cycles.pairs.filter((pair) => pair.split(' ⇄ ').every((f) => f.includes('/modules/')));
console.log(
  `   ${cycles.pairs.length} folder pairs that import each other (${betweenModules.length} of them module ⇄ module):`,
);
for (const pair of cycles.pairs) console.log(`   - ${pair}`);
console.log(`   ${cycles.groups.length} strongly connected groups (folders tangled by some cycle):`);
for (const group of cycles.groups) console.log(`   - ${group.join(', ')}`);
console.log(
  `   counting tests and test support too: ${withTests.pairs.length} pairs, ${withTests.groups.length} groups`,
);
console.log(
  `   without type-only imports: ${runtimeOnly.pairs.length} pairs, ${runtimeOnly.groups.length} groups` +
    (runtimeOnly.pairs.length ? ` (${runtimeOnly.pairs.join('; ')})` : ''),
);
const production = duplicatePairs(productionFiles, { kinds: true });
console.log(
  `2. duplicates pairs over src/ without *.test.*, *.test-support.*, tests/ and locales/: ${production.line}`,
);
if (production.kinds) for (const line of kindLines(production.kinds)) console.log(line);
console.log(
  `   over the tests (tests/, src/**/*.test.*, src/**/*.test-support.*, scripts/*.test.ts): ${duplicatePairs(testFiles).line}`,
);
console.log(
  `3. Lines of test support among production files: ${supportLines} in ${misplacedSupport.length} files`,
);
// Map.groupBy needs Node 21; engines allows 20.19.
const byFolder = new Map();
for (const f of misplacedSupport)
  byFolder.set(path.dirname(f), [...(byFolder.get(path.dirname(f)) ?? []), f]);
for (const [folder, files] of byFolder) {
  const lines = files.reduce((sum, f) => sum + lineCount(f), 0);
  console.log(`   - ${folder}/: ${lines} (${files.map((f) => path.basename(f)).join(', ')})`);
}
console.log(`4. Places in src/web that define the case-ledger fetch: ${ledger.length}`);
for (const file of ledger) console.log(`   - ${file}`);
