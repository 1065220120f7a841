// A tiny source tree shaped like the issue-16 layout, and a runner that checks it with
// dependency-cruiser's own CLI: the same command `npm run deps` runs, only on the fixture.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

export type Files = Record<string, string>;

/** Every allowed kind of edge of the layout, once; the rules must accept all of it. */
export const cleanTree: Files = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      paths: { '@shared/*': ['./src/shared/*'], '@server/*': ['./src/server/*'], '@web/*': ['./src/web/*'] },
    },
    include: ['src', 'tests', 'scripts'],
  }),
  'src/shared/domain/money.ts': 'export const cents = (n: number) => Math.round(n * 100);\n',
  'src/shared/contracts/cases.ts':
    "import { cents } from '../domain/money';\nexport const caseFee = cents(1);\n",
  'src/server/lib/tokens.ts': 'export const token = () => "t";\n',
  'src/server/db/schema.ts': 'export const tables = {};\n',
  'src/server/core/actor.ts':
    "import { caseFee } from '@shared/contracts/cases';\nimport { token } from '../lib/tokens';\n" +
    'export const actor = () => [caseFee, token()];\n',
  'src/server/plugins/session.ts': "import { actor } from '../core/actor';\nexport const session = actor;\n",
  'src/server/modules/alpha/service.ts':
    "import { actor } from '@server/core/actor';\nimport { tables } from '@server/db/schema';\n" +
    "import { caseFee } from '@shared/contracts/cases';\nexport const alpha = () => [actor(), tables, caseFee];\n",
  'src/server/modules/alpha/index.ts': "export { alpha } from './service';\n",
  'src/server/modules/beta/service.ts': 'export const beta = () => 2;\n',
  'src/server/modules/beta/index.ts': "export { beta } from './service';\n",
  'src/server/modules/alpha/service.test-support.ts':
    "import { seed } from '@server/seed/index';\nexport const kit = seed;\n",
  'src/server/modules/alpha/service.test.ts':
    "import { alpha } from './service';\nimport { kit } from './service.test-support';\n" +
    "import { server } from '../../../../tests/support/server';\nexport const t = [alpha, kit, server];\n",
  'src/server/seed/index.ts':
    "import { alpha } from '@server/modules/alpha/index';\nimport { beta } from '@server/modules/beta/index';\n" +
    'export const seed = () => [alpha(), beta()];\n',
  'src/server/main.ts':
    "import { seed } from './seed/index';\nimport { session } from './plugins/session';\n" +
    'export const main = () => [seed(), session];\n',
  'src/web/features/b/internal.ts': 'export const inner = 1;\n',
  'src/web/features/b/index.ts': "export { inner } from './internal';\n",
  'src/web/features/a/components/panel.tsx':
    "import { caseFee } from '@shared/contracts/cases';\nimport { inner } from '@web/features/b/index';\n" +
    'export const Panel = () => <p>{caseFee + inner}</p>;\n',
  'src/web/features/a/index.ts': "export { Panel } from './components/panel';\n",
  'tests/support/server.ts': "import { main } from '../../src/server/main';\nexport const server = main;\n",
};

/** Files that each add one deliberate breach, with the violation the rules must report. */
export const breaches: { rule: string; from: string; to: string; files: Files }[] = [
  {
    rule: 'web-not-server',
    from: 'src/web/features/a/leak.ts',
    to: 'src/server/core/actor.ts',
    files: { 'src/web/features/a/leak.ts': "export { actor } from '@server/core/actor';\n" },
  },
  {
    rule: 'shared-imports-nothing-above',
    from: 'src/shared/domain/leak.ts',
    to: 'src/web/features/a/index.ts',
    files: { 'src/shared/domain/leak.ts': "export { Panel } from '@web/features/a/index';\n" },
  },
  {
    rule: 'feature-through-index',
    from: 'src/web/features/a/deep.ts',
    to: 'src/web/features/b/internal.ts',
    files: { 'src/web/features/a/deep.ts': "export { inner } from '@web/features/b/internal';\n" },
  },
  {
    rule: 'module-boundaries',
    from: 'src/server/modules/alpha/uses-beta.ts',
    to: 'src/server/modules/beta/index.ts',
    files: {
      'src/server/modules/alpha/uses-beta.ts': "export { beta } from '@server/modules/beta/index';\n",
    },
  },
  {
    rule: 'core-below-modules',
    from: 'src/server/core/leak.ts',
    to: 'src/server/modules/alpha/index.ts',
    files: { 'src/server/core/leak.ts': "export { alpha } from '@server/modules/alpha/index';\n" },
  },
  {
    rule: 'lib-below-core',
    from: 'src/server/lib/leak.ts',
    to: 'src/server/core/actor.ts',
    files: { 'src/server/lib/leak.ts': "export { actor } from '../core/actor';\n" },
  },
  {
    rule: 'plugins-not-modules',
    from: 'src/server/plugins/leak.ts',
    to: 'src/server/modules/beta/index.ts',
    files: { 'src/server/plugins/leak.ts': "export { beta } from '@server/modules/beta/index';\n" },
  },
  {
    rule: 'nothing-imports-seed',
    from: 'src/server/modules/beta/demo.ts',
    to: 'src/server/seed/index.ts',
    files: { 'src/server/modules/beta/demo.ts': "export { seed } from '@server/seed/index';\n" },
  },
  {
    rule: 'production-not-test-support',
    from: 'src/server/modules/alpha/uses-kit.ts',
    to: 'src/server/modules/alpha/service.test-support.ts',
    files: { 'src/server/modules/alpha/uses-kit.ts': "export { kit } from './service.test-support';\n" },
  },
];

/**
 * A two-file cycle, and one closed by a type-only import (types count: see no-circular).
 * dependency-cruiser reports each cycle once, on one of its edges.
 */
export const cycles: [string, string][] = [
  ['src/web/features/b/one.ts', 'src/web/features/b/two.ts'],
  ['src/server/modules/beta/three.ts', 'src/server/modules/beta/four.ts'],
];

export const cycleFiles: Files = {
  'src/web/features/b/one.ts': "import { two } from './two';\nexport const one = () => two();\n",
  'src/web/features/b/two.ts': "import { one } from './one';\nexport const two = (): unknown => one;\n",
  'src/server/modules/beta/three.ts':
    "import type { Four } from './four';\nexport type Three = { four?: Four };\n",
  'src/server/modules/beta/four.ts':
    "import type { Three } from './three';\nexport type Four = { three?: Three };\n",
};

export type Violation = { rule: string; from: string; to: string };

/** Writes `files` into a fresh temp dir, cruises it with `config`, and removes it again. */
export function cruiseTree(files: Files, config: string): Violation[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-depcruise-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    const run = spawnSync(
      process.execPath,
      [CLI, 'src', 'tests', '--config', config, '--output-type', 'json', '--progress', 'none'],
      { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (!run.stdout) throw new Error(`dependency-cruiser printed nothing: ${run.stderr}`);
    const result = JSON.parse(run.stdout) as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] };
    };
    return result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A configuration with the real rules but a fixture allow-list, written next to the fixture. */
export function configWithModuleImports(moduleImports: Record<string, string[]>): {
  file: string;
  remove: () => void;
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-depcruise-config-'));
  const file = path.join(dir, 'depcruise.cjs');
  const rules = path.join(root, 'scripts/lib/architecture-rules.cjs');
  writeFileSync(
    file,
    `module.exports = require(${JSON.stringify(rules)}).architectureConfig(${JSON.stringify(moduleImports)});\n`,
  );
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const sortViolations = (list: Violation[]) =>
  [...list].sort((a, b) => `${a.rule} ${a.from} ${a.to}`.localeCompare(`${b.rule} ${b.from} ${b.to}`));
