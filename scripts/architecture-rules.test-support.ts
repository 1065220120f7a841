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
  'src/server/jobs/reminders.ts':
    "import { beta } from '@server/modules/beta/index';\nexport const remind = () => beta();\n",
  'src/server/main.ts':
    "import { remind } from './jobs/reminders';\nimport { seed } from './seed/index';\n" +
    "import { session } from './plugins/session';\nexport const main = () => [seed(), session, remind];\n",
  // Features by real names: the rules run with the real FEATURE_IMPORTS, which declares cases → ledger.
  'src/web/lib/format.ts': 'export const format = (n: number) => String(n);\n',
  'src/web/components/button.tsx':
    'import { format } from \'../lib/format\';\nexport const Button = () => <button type="button">{format(1)}</button>;\n',
  'src/web/features/ledger/internal.ts':
    "import { Button } from '@web/components/button';\nexport const inner = 1;\nexport const Ui = Button;\n",
  'src/web/features/ledger/index.ts': "export { inner } from './internal';\n",
  'src/web/features/cases/components/panel.tsx':
    "import { caseFee } from '@shared/contracts/cases';\nimport { inner } from '@web/features/ledger/index';\n" +
    'export const Panel = () => <p>{caseFee + inner}</p>;\n',
  'src/web/features/cases/index.ts': "export { Panel } from './components/panel';\n",
  'src/web/app/routes/lawyer/case.tsx': "export { Panel as Component } from '@web/features/cases/index';\n",
  'tests/support/server.ts': "import { main } from '../../src/server/main';\nexport const server = main;\n",
};

/** Files that each add one deliberate breach, with the violation the rules must report. */
export const breaches: { rule: string; from: string; to: string; files: Files }[] = [
  {
    rule: 'web-not-server',
    from: 'src/web/features/cases/leak.ts',
    to: 'src/server/core/actor.ts',
    files: { 'src/web/features/cases/leak.ts': "export { actor } from '@server/core/actor';\n" },
  },
  {
    rule: 'shared-imports-nothing-above',
    from: 'src/shared/domain/leak.ts',
    to: 'src/web/features/cases/index.ts',
    files: { 'src/shared/domain/leak.ts': "export { Panel } from '@web/features/cases/index';\n" },
  },
  {
    rule: 'feature-through-index',
    from: 'src/web/features/cases/deep.ts',
    to: 'src/web/features/ledger/internal.ts',
    files: { 'src/web/features/cases/deep.ts': "export { inner } from '@web/features/ledger/internal';\n" },
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
    rule: 'web-layers',
    from: 'src/web/components/uses-feature.tsx',
    to: 'src/web/features/cases/index.ts',
    files: { 'src/web/components/uses-feature.tsx': "export { Panel } from '@web/features/cases/index';\n" },
  },
  {
    rule: 'web-layers',
    from: 'src/web/lib/uses-component.ts',
    to: 'src/web/components/button.tsx',
    files: { 'src/web/lib/uses-component.ts': "export { Button } from '../components/button';\n" },
  },
  {
    rule: 'feature-boundaries',
    from: 'src/web/features/ledger/uses-cases.ts',
    to: 'src/web/features/cases/index.ts',
    files: {
      'src/web/features/ledger/uses-cases.ts': "export { Panel } from '@web/features/cases/index';\n",
    },
  },
  {
    rule: 'feature-boundaries',
    from: 'src/web/features/undeclared/uses-ledger.ts',
    to: 'src/web/features/ledger/index.ts',
    files: {
      'src/web/features/undeclared/uses-ledger.ts': "export { inner } from '@web/features/ledger/index';\n",
    },
  },
  {
    rule: 'module-boundaries',
    from: 'src/server/modules/alpha/deep.ts',
    to: 'src/server/modules/beta/service.ts',
    files: { 'src/server/modules/alpha/deep.ts': "export { beta } from '@server/modules/beta/service';\n" },
  },
  {
    rule: 'core-below-modules',
    from: 'src/server/core/uses-job.ts',
    to: 'src/server/jobs/reminders.ts',
    files: { 'src/server/core/uses-job.ts': "export { remind } from '../jobs/reminders';\n" },
  },
  {
    rule: 'jobs-and-seed-through-index',
    from: 'src/server/jobs/deep.ts',
    to: 'src/server/modules/beta/service.ts',
    files: { 'src/server/jobs/deep.ts': "export { beta } from '@server/modules/beta/service';\n" },
  },
  {
    rule: 'jobs-and-seed-through-index',
    from: 'src/server/seed/deep.ts',
    to: 'src/server/modules/beta/service.ts',
    files: { 'src/server/seed/deep.ts': "export { beta } from '../modules/beta/service';\n" },
  },
  {
    rule: 'modules-not-jobs',
    from: 'src/server/modules/beta/uses-job.ts',
    to: 'src/server/jobs/reminders.ts',
    files: { 'src/server/modules/beta/uses-job.ts': "export { remind } from '@server/jobs/reminders';\n" },
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
  {
    rule: 'production-not-test-support',
    from: 'src/server/plugins/uses-tests.ts',
    to: 'tests/support/server.ts',
    files: {
      'src/server/plugins/uses-tests.ts': "export { server } from '../../../tests/support/server';\n",
    },
  },
  {
    rule: 'test-support-stays-home',
    from: 'src/server/modules/beta/service.test.ts',
    to: 'src/server/modules/alpha/service.test-support.ts',
    files: {
      'src/server/modules/beta/service.test.ts': "export { kit } from '../alpha/service.test-support';\n",
    },
  },
  {
    rule: 'test-support-stays-home',
    from: 'tests/support/alpha-kit.ts',
    to: 'src/server/modules/alpha/service.test-support.ts',
    files: {
      'tests/support/alpha-kit.ts':
        "export { kit } from '../../src/server/modules/alpha/service.test-support';\n",
    },
  },
];

/**
 * A two-file cycle, and one closed by a type-only import (types count: see no-circular).
 * dependency-cruiser reports each cycle once, on one of its edges.
 */
export const cycles: [string, string][] = [
  ['src/web/features/ledger/one.ts', 'src/web/features/ledger/two.ts'],
  ['src/server/modules/beta/three.ts', 'src/server/modules/beta/four.ts'],
];

export const cycleFiles: Files = {
  'src/web/features/ledger/one.ts': "import { two } from './two';\nexport const one = () => two();\n",
  'src/web/features/ledger/two.ts': "import { one } from './one';\nexport const two = (): unknown => one;\n",
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

/** A configuration with the real rules but fixture allow-lists, written next to the fixture. */
export function configWithAllowLists(allowLists: {
  moduleImports: Record<string, string[]>;
  featureImports: Record<string, string[]>;
}): {
  file: string;
  remove: () => void;
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-depcruise-config-'));
  const file = path.join(dir, 'depcruise.cjs');
  const rules = path.join(root, 'scripts/lib/architecture-rules.cjs');
  writeFileSync(
    file,
    `module.exports = require(${JSON.stringify(rules)}).architectureConfig(${JSON.stringify(allowLists)});\n`,
  );
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const sortViolations = (list: Violation[]) =>
  [...list].sort((a, b) => `${a.rule} ${a.from} ${a.to}`.localeCompare(`${b.rule} ${b.from} ${b.to}`));
