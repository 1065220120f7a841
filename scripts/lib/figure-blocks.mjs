// The marked blocks of docs/ that hold figures (the rule: docs/architecture.md, "Measured").
//   <!-- figures:NAME begin (npm run docs:figures) -->   printed by a generator, checked in CI
//   <!-- figures:timing begin date=… machine="…" command="…" -->   a timing, kept with its run
//   <!-- figures:history begin date=… command="…" -->   a past measurement, kept as it was
// Each block ends with <!-- figures:NAME end -->.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** What a kept (not regenerated) block must say about the run that produced it. */
export const KEPT_ATTRIBUTES = { timing: ['date', 'machine', 'command'], history: ['date', 'command'] };
export const GENERATED_MARK = '(npm run docs:figures)';

// Markers stand at the start of a line, so prose may quote them (docs/architecture.md does).
const BLOCK = /^<!-- figures:([\w-]+) begin(.*?)-->\n([\s\S]*?)^<!-- figures:([\w-]+) end -->/gm;

/** Every Markdown file of docs/ and docs/decisions/, from the repository root. */
export function docFiles(root) {
  return ['docs', 'docs/decisions'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `${dir}/${f}`),
  );
}

function attributesOf(header) {
  const attributes = {};
  for (const [, key, quoted, bare] of header.matchAll(/(\w+)=(?:"([^"]*)"|(\S+))/g))
    attributes[key] = quoted ?? bare;
  return attributes;
}

/** The blocks of one document, with what is wrong in their markers (an empty list when nothing). */
export function blocksOf(text) {
  return [...text.matchAll(BLOCK)].map(([whole, name, header, body, endName]) => {
    const problems = [];
    if (endName !== name) problems.push(`begins as ${name} but ends as ${endName}`);
    if (/^<!-- figures:/m.test(body)) problems.push('contains another figures marker');
    const kept = KEPT_ATTRIBUTES[name];
    if (kept) {
      const attributes = attributesOf(header);
      for (const key of kept) if (!attributes[key]) problems.push(`says no ${key}=`);
      if (attributes.date && !/^\d{4}-\d{2}-\d{2}$/.test(attributes.date))
        problems.push(`date=${attributes.date} is not YYYY-MM-DD`);
    } else if (header.trim() !== GENERATED_MARK) problems.push(`header is not "${GENERATED_MARK}"`);
    return { name, body, whole, kept: Boolean(kept), problems };
  });
}

/** Markers the block pattern did not pair up (a begin without its end, or the reverse). */
export function strayMarkers(text) {
  const paired = [...text.matchAll(BLOCK)].length * 2;
  const markers = [...text.matchAll(/^<!-- figures:[\w-]+ (begin|end)\b/gm)].length;
  return markers - paired;
}

/** The text with each generated block's body replaced by what its generator printed. */
export function withBodies(text, bodies) {
  return text.replace(BLOCK, (whole, name, header, _body, endName) =>
    name in bodies && endName === name
      ? `<!-- figures:${name} begin${header}-->\n${bodies[name]}<!-- figures:${name} end -->`
      : whole,
  );
}

// A number with a unit only a measurement gives, outside any block or code fence; a limit or
// target says so just before it (≤ 50 ms, at most 120 KB, default 3,000 ms) and is configuration.
const MEASURED =
  /(?<![\w.])(\d[\d,.]*(?:[–-]\d[\d,.]*)?)\s?(req\/s|ms|KB|tests|journeys|test files|duplicates pairs)\b/g;
const LIMIT_BEFORE = /(≤|≥|<|>|at most|at least|default|up to|under|above|target of)\s*$/;

/** The lines of a document that state a measured-looking figure outside a marked block. */
export function unmarkedFigures(text) {
  const outside = text
    .replace(/^<!-- figures:([\w-]+) begin.*-->\n[\s\S]*?^<!-- figures:\1 end -->/gm, (block) =>
      block.replace(/[^\n]/g, ''),
    )
    .replace(/^```[\s\S]*?^```/gm, (fence) => fence.replace(/[^\n]/g, ''));
  return outside
    .split('\n')
    .flatMap((line, index) =>
      [...line.replaceAll(/`[^`]*`/g, '').matchAll(MEASURED)]
        .filter((m) => !LIMIT_BEFORE.test(line.replaceAll(/`[^`]*`/g, '').slice(0, m.index)))
        .map((m) => `line ${index + 1}: ${m[0]}`),
    );
}
