import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blocksOf, docFiles, strayMarkers, unmarkedFigures } from './lib/figure-blocks.mjs';
import { GENERATORS, readDecisions, unavailableReason } from './lib/figure-generators.mjs';

/**
 * Issue 33 item 8: every figure in docs/ is one a command prints today. A generated block must be
 * exactly what `npm run docs:figures` would write now; a timing or history block is kept as
 * measured, so it must say when, where (timings) and by which command (the rule:
 * docs/architecture.md, "Measured").
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docs = docFiles(root).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
const blocks = docs.flatMap(({ file, text }) => blocksOf(text).map((block) => ({ file, ...block })));

describe('figure blocks in the docs', () => {
  it('are well formed: paired markers, known generators, kept blocks with their date, machine and command', () => {
    const problems = [
      ...docs
        .filter(({ text }) => strayMarkers(text) !== 0)
        .map(({ file }) => `${file}: unpaired figures marker`),
      ...blocks.flatMap((b) => b.problems.map((p) => `${b.file}: ${b.name} ${p}`)),
      ...blocks
        .filter((b) => !b.kept && !(b.name in GENERATORS))
        .map((b) => `${b.file}: ${b.name} has no generator`),
    ];
    expect(problems).toEqual([]);
  });

  it('hold every measured-looking figure (req/s, ms, KB, tests, journeys) the docs state', () => {
    const unmarked = docs.flatMap(({ file, text }) =>
      unmarkedFigures(text).map((where) => `${file} ${where}`),
    );
    expect(unmarked, 'put it in a generated, timing or history block, or say it is a limit').toEqual([]);
  });

  it('use every generator somewhere (a block removed by hand is noticed)', () => {
    const used = new Set(blocks.map((b) => b.name));
    expect(Object.keys(GENERATORS).filter((name) => !used.has(name))).toEqual([]);
  });

  for (const [name, generate] of Object.entries(GENERATORS)) {
    const reason = unavailableReason(name);
    // architecture-metrics runs dependency-cruiser and `duplicates`, the slow one; a missing
    // `duplicates` skips it with the reason in the test's name rather than failing every run.
    it.skipIf(reason)(
      `${name} says what npm run docs:figures prints now${reason ? ` (${reason})` : ''}`,
      {
        timeout: 300_000,
      },
      () => {
        const printed = generate(root);
        const stale = blocks.filter((b) => b.name === name && b.body !== printed).map((b) => b.file);
        expect(stale, 'run npm run docs:figures and commit the result').toEqual([]);
      },
    );
  }
});

describe('the decision index', () => {
  const decisions = readDecisions(root);

  it('reads an id, a title, a summary and a state from every decision file, its number in its name', () => {
    const incomplete = decisions.filter(
      (d) =>
        !d.id ||
        !d.title ||
        !d.summary ||
        !/^(built|partly built: .+|not built: .+|built as D\d+)$/.test(d.state ?? '') ||
        Number(d.file.slice(0, 4)) !== d.number,
    );
    expect(incomplete.map((d) => d.file)).toEqual([]);
  });

  it('gives each number to one file only', () => {
    const ids = decisions.map((d) => d.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
