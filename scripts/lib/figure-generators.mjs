// What `npm run docs:figures` prints into each generated block of docs/ (figure-blocks.mjs).
// Each generator returns the block's body as Markdown ending in a newline.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DECISIONS = 'docs/decisions';

/** The front matter of a decision file (`summary:` and `state:` lines), its id and title. */
export function readDecision(root, file) {
  const text = readFileSync(path.join(root, DECISIONS, file), 'utf8');
  const front = text.match(/^---\n([\s\S]*?)\n---\n/);
  const fields = Object.fromEntries(
    (front?.[1] ?? '')
      .split('\n')
      .map((line) => [line.split(':')[0], line.slice(line.indexOf(':') + 1).trim()]),
  );
  const heading = text.slice(front?.[0].length ?? 0).match(/^\s*# (D(\d+)):? (.+)$/m);
  return {
    file,
    id: heading?.[1],
    number: Number(heading?.[2]),
    title: heading?.[3].trim(),
    summary: fields.summary,
    state: fields.state,
  };
}

export function readDecisions(root) {
  return readdirSync(path.join(root, DECISIONS))
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .map((f) => readDecision(root, f))
    .sort((a, b) => a.number - b.number);
}

/** The decision index of docs/decisions/README.md: one row per decision file, in number order. */
function decisionIndex(root) {
  const table = (decisions) => [
    '| id | title | in one line | state |',
    '|---|---|---|---|',
    ...decisions.map((d) => `| ${d.id} | [${d.title}](${d.file}) | ${d.summary} | ${d.state} |`),
  ];
  const all = readDecisions(root);
  return [
    '## Product decisions',
    '',
    ...table(all.filter((d) => d.number < 100)),
    '',
    '## Engineering decisions',
    '',
    ...table(all.filter((d) => d.number > 100)),
    '',
  ].join('\n');
}

/** What scripts/architecture-metrics.mjs prints, as it prints it. */
function architectureMetrics(root) {
  const out = execFileSync(process.execPath, ['scripts/architecture-metrics.mjs'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return `\`\`\`text\n${out.trimEnd()}\n\`\`\`\n`;
}

/** Whether a generator can run on this machine; the reason when not. */
export function unavailableReason(name) {
  if (name === 'architecture-metrics' && spawnSync('duplicates', ['--help']).error)
    return 'the `duplicates` command is not on PATH';
  return null;
}

export const GENERATORS = {
  'architecture-metrics': architectureMetrics,
  'decision-index': decisionIndex,
};
