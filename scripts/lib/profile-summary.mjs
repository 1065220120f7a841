// Summarises a V8 CPU profile (bench --profile): self time per package and per function, so a
// slow endpoint's cost can be split between our code, the database driver, the ORM, validation
// and serialisation. Usage: node scripts/lib/profile-summary.mjs FILE.cpuprofile [top]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMicros = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i] ?? 0;
  selfMicros.set(profile.samples[i], (selfMicros.get(profile.samples[i]) ?? 0) + dt);
}
const packageOf = (url) => {
  if (!url) return '(native/idle)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.includes('/dist/server/')) return '(our server code)';
  if (url.startsWith('node:')) return 'node:core';
  return url.split('/').slice(-1)[0];
};
const packages = new Map();
const functions = new Map();
let total = 0;
for (const [id, micros] of selfMicros) {
  const node = byId.get(id);
  const { functionName, url, lineNumber } = node.callFrame;
  total += micros;
  const pkg =
    functionName === '(idle)' ? '(idle)' : functionName === '(garbage collector)' ? '(gc)' : packageOf(url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
  const key = `${functionName || '(anonymous)'} ${packageOf(url)}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + micros);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
};
print('self time by package', packages);
print('self time by function', functions);
