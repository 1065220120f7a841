import { describe, expect, it } from 'vitest';
import { blocksOf, unmarkedFigures } from '../lib/figure-blocks.mjs';
import { type BenchRun, HEADING, timingBlock, withTimingBlock } from './docs-block.mjs';

const run = (over: Partial<BenchRun> = {}): BenchRun => ({
  at: '2026-12-01T10:00:00.000Z',
  machine: '2-core Test CPU, 8 GB',
  command: 'FIGURES_CACHE_MS=0 npm run bench -- --profile firm --clients 2000',
  profile: 'firm',
  clients: 2000,
  people: 0,
  database: 'postgres',
  figuresCacheMs: '0',
  instances: 1,
  connections: 8,
  duration: 5,
  writesPerSecond: 20,
  results: [
    { name: 'readyz (baseline)', requestsPerSecond: 4000, p50: 1, p99: 4, share: '100%', errorCount: 0 },
    {
      name: 'lawyer dashboard',
      requestsPerSecond: 1000,
      p50: 6,
      p99: 30,
      share: '25%',
      errorCount: 2,
      writes: { count: 100, p50: 20, p99: 90, errors: 1 },
    },
  ],
  ...over,
});

const DOC = '# Performance\n\nSome prose.\n\n## Later section\n\nMore.\n';

describe("the bench's timing block in docs/performance.md (issue 34)", () => {
  it('is a well-formed timing block naming date, machine, command, database and FIGURES_CACHE_MS', () => {
    const [block] = blocksOf(`${timingBlock(run())}\n`);
    expect(block?.problems).toEqual([]);
    expect(block?.kept).toBe(true);
    const header = timingBlock(run()).split('\n')[0]!;
    for (const part of [
      'date=2026-12-01',
      'machine="2-core Test CPU, 8 GB"',
      'database=postgres',
      'figures_cache_ms=0',
    ]) {
      expect(header).toContain(part);
    }
    expect(block?.body).toContain('| lawyer dashboard | 1000 | 6 | 30 | 25% | 2 | 100 | 20 / 90 | 1 |');
  });

  it('goes under the issue 34 heading, added at the end when missing, with no figure outside a block', () => {
    const once = withTimingBlock(DOC, timingBlock(run()), run());
    expect(once.startsWith(DOC)).toBe(true);
    expect(once).toContain(`${HEADING}\n`);
    expect(blocksOf(once)).toHaveLength(1);
    expect(unmarkedFigures(once)).toEqual([]);
  });

  it('replaces the block of the same profile and size, and adds one for another', () => {
    const first = withTimingBlock(DOC, timingBlock(run()), run());
    const again = run({ at: '2026-12-02T10:00:00.000Z' });
    const replaced = withTimingBlock(first, timingBlock(again), again);
    expect(blocksOf(replaced)).toHaveLength(1);
    expect(replaced).toContain('date=2026-12-02');
    expect(replaced).not.toContain('date=2026-12-01');
    const repeat = run({ profile: 'repeat', writesPerSecond: 0 });
    const both = withTimingBlock(replaced, timingBlock(repeat), repeat);
    expect(blocksOf(both).map((b) => b.body.includes('repeat profile'))).toEqual([false, true]);
  });

  it('adds a new block at the end of its section, before the next heading', () => {
    const withSection = `${DOC}\n${HEADING}\n\nIntro.\n\n## After\n\nText.\n`;
    const added = withTimingBlock(withSection, timingBlock(run()), run());
    expect(added.indexOf('<!-- figures:timing begin')).toBeGreaterThan(added.indexOf('Intro.'));
    expect(added.indexOf('<!-- figures:timing end -->')).toBeLessThan(added.indexOf('## After'));
    expect(added.endsWith('## After\n\nText.\n')).toBe(true);
  });
});
