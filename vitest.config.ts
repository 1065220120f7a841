import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@shared': here('./src/shared'),
  '@server': here('./src/server'),
  '@web': here('./src/web'),
};

/**
 * D127: several server processes behind HAProxy need PostgreSQL (a PGlite directory belongs to
 * one process) and Debian's haproxy, so the project exists only where both do; .ci/run has both.
 */
const multiServer = Boolean(process.env.DATABASE_URL) && existsSync('/usr/sbin/haproxy');

/**
 * How many journey files run at once, each against a shared server of its own (e2e global setup).
 * A journey spends most of its time waiting on the browser and the server, so scripts/test.mjs
 * runs three; by hand it is one at a time unless E2E_WORKERS says otherwise.
 */
const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? '1') || 1);

/**
 * The longest files start first, so that with several workers none of them is left running alone
 * at the end: without a record of earlier runs, vitest starts the largest files first, and these
 * are small files that run for minutes (the ledger's 1,000 random sequences alone take ~4.5 min
 * on PGlite, the layout sweeps several each).
 */
const LONG_FILES = [
  /src\/server\/modules\/ledger\/ledger\.property\.test\.ts$/,
  /tests\/e2e\/(layout-sweep-|public-site|admin-users|manager-desk|client-portal|step-up)/,
  /src\/server\/.*\.(property|process)\.test\.ts$/,
  /(tests\/access\/access|src\/server\/modules\/people\/list-cap)\.test\.ts$/,
];
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONG_FILES.findIndex((pattern) => pattern.test(file.moduleId));
      return at === -1 ? LONG_FILES.length : at;
    };
    // Array.prototype.sort is stable: within a rank, vitest's own order stays.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Three projects (four with `multi`): pure unit tests, API tests through app.inject() (PGlite, or PostgreSQL when
 * DATABASE_URL is set), and browser journeys in Debian's Chromium. scripts/test.mjs runs them.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'tests/access/**/*.test.ts', 'tests/insider/**/*.test.ts'],
          // The restore drill needs PostgreSQL's pg_dump: it runs in the PostgreSQL pass only,
          // rather than showing as skipped in the PGlite one.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.DATABASE_URL ? [] : ['src/server/db/restore-drill.process.test.ts']),
          ],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/per-file-setup.ts'],
          pool: 'forks',
          // A worker keeps the modules it has loaded from one file to the next (each file still
          // gets a database of its own): loading the server and PGlite's WASM again for every file
          // was half the API run (measured: 25 files, 108 s isolated, 58 s not). No API test mocks
          // a module or changes the environment, which is what isolation would protect; what the
          // test helpers remember per database is reset before each file (per-file-setup.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          pool: 'forks',
          maxWorkers: e2eWorkers,
          fileParallelism: e2eWorkers > 1,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A page catches up through a refetch: 1 s (the default) is tight on two cores shared by
          // three journeys, their browsers and servers.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      ...(multiServer
        ? [
            {
              resolve: { alias },
              test: {
                name: 'multi',
                include: ['tests/multi/**/*.test.ts'],
                environment: 'node',
                // For pgRunPrefix and the cleanup of this run's databases.
                globalSetup: ['tests/support/global-setup.ts'],
                pool: 'forks' as const,
                fileParallelism: false,
                testTimeout: 120_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
    ],
  },
});
