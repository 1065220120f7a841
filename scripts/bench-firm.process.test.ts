import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIsCurrent } from './lib/build-stamp.mjs';

/**
 * Issue 34 item 1, its proof: the firm profile of `npm run bench` works, at a small size (it is
 * not timed here). On PGlite in a data directory of its own, whatever DATABASE_URL says; on the
 * build npm test made (or one it makes, when dist/ is not of these sources).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recourse-bench-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const FIRM_READS = [
  'readyz (baseline)',
  'client dashboard',
  'client case detail',
  'client messages',
  'lawyer cases search',
  'lawyer dashboard',
  'lawyer analytics',
  'lawyer case detail',
  'lawyer messages',
  'manager dashboard',
  'manager team page',
  'admin users search',
  'admin users page',
  'admin cases unassigned',
  'admin financials',
  'admin stats',
  'case links',
  'scheme view',
  'lawyer payment trail',
  'public check',
];

type Row = {
  name: string;
  requests: number;
  errorCount: number;
  writes?: { count: number; errors: number; byKind: Record<string, { count: number; errors: number }> };
};

function bench(args: string[]): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _db, ...env } = process.env;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/bench.mjs'), ...args], {
      cwd: root,
      env: { ...env, FIGURES_CACHE_MS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run bench -- --profile firm, small', () => {
  it('runs every read of the firm profile without an error, with the writes beside them', async () => {
    const { code, output } = await bench([
      '--profile',
      'firm',
      '--clients',
      '200',
      '--duration',
      '1',
      '--connections',
      '2',
      '--writes-per-second',
      '5',
      '--data-dir',
      dataDir,
      ...(buildIsCurrent(root) ? ['--no-build'] : []),
    ]);
    expect(code, output).toBe(0);
    const run = JSON.parse(readFileSync(path.join(dataDir, 'results.json'), 'utf8'));
    expect(run.profile).toBe('firm');
    expect(run.database).toBe('pglite');
    const rows: Row[] = run.results;
    expect(rows.map((r) => r.name)).toEqual(FIRM_READS);
    for (const row of rows) {
      expect(row.requests, row.name).toBeGreaterThan(0);
      expect(row.errorCount, `${row.name}: answers other than 2xx\n${output}`).toBe(0);
    }
    const writes = rows.flatMap((r) => (r.writes ? [r.writes] : []));
    expect(writes.length).toBe(FIRM_READS.length - 1);
    const byKind: Record<string, number> = {};
    for (const w of writes) {
      expect(w.errors, JSON.stringify(w.byKind)).toBe(0);
      for (const [kind, k] of Object.entries(w.byKind)) byKind[kind] = (byKind[kind] ?? 0) + k.count;
    }
    expect(writes.reduce((n, w) => n + w.count, 0)).toBeGreaterThan(0);
    expect(Object.keys(byKind)).toHaveLength(6);
  }, 240_000);
});
