// npm run docs:figures [NAME…] — prints every generated figure block of docs/ again (all
// generators, or only those named), so no figure in the docs is one a command does not print
// today. scripts/docs-figures.test.ts fails when a block differs from what this would write.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blocksOf, docFiles, withBodies } from './lib/figure-blocks.mjs';
import { GENERATORS, unavailableReason } from './lib/figure-generators.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in GENERATORS));
if (unknown.length > 0) {
  console.error(`no generator named ${unknown.join(', ')}; known: ${Object.keys(GENERATORS).join(', ')}`);
  process.exit(1);
}

const docs = docFiles(root).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
const used = new Set(
  docs.flatMap(({ text }) =>
    blocksOf(text)
      .filter((b) => !b.kept)
      .map((b) => b.name),
  ),
);
const bodies = {};
for (const name of used) {
  if (!(name in GENERATORS)) {
    console.error(`a block names ${name}, which no generator prints`);
    process.exitCode = 1;
    continue;
  }
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const reason = unavailableReason(name);
  if (reason) {
    console.error(`${name}: not printed, ${reason}`);
    process.exitCode = 1;
    continue;
  }
  const started = Date.now();
  bodies[name] = GENERATORS[name](root);
  console.log(`${name}: printed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
for (const { file, text } of docs) {
  const next = withBodies(text, bodies);
  if (next !== text) {
    writeFileSync(path.join(root, file), next);
    console.log(`wrote ${file}`);
  }
}
