// Issue 34 item 4: `npm start` skips the build when nothing the build reads has changed since
// the last one. The stamp is a digest of the build's inputs (their paths and contents, not their
// times: a checkout or a copy changes times without changing what would be built), written into
// dist/ when a build finishes and compared before the next start.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the build reads: the sources, the build's own scripts and configuration, the locked packages. */
const INPUT_DIRS = ['src'];
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/build.mjs',
  'scripts/prerender.mjs',
  'scripts/compress.mjs',
];
/** Files under src/ the build never reads: tests and their kits. */
const NOT_BUILT = /\.test(-support)?\.|\.process\.test\./;

const STAMP = 'dist/.build-stamp';
/** Without these the build is not there, whatever the stamp says. */
const OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];

function filesUnder(root, dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(root, relative);
    return entry.isFile() && !NOT_BUILT.test(entry.name) ? [relative] : [];
  });
}

/** A digest of every build input's path and content, and of the VITE_ variables the front end may read. */
export function buildInputsDigest(root) {
  const hash = createHash('sha256');
  const files = [...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir)), ...INPUT_FILES].sort();
  for (const file of files) {
    const full = path.join(root, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(full) ? readFileSync(full) : '(none)');
    hash.update('\0');
  }
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`);
  }
  return hash.digest('hex');
}

/** Whether dist/ holds a complete build of exactly these inputs. */
export function buildIsCurrent(root) {
  if (!OUTPUTS.every((file) => existsSync(path.join(root, file)))) return false;
  const stampFile = path.join(root, STAMP);
  if (!existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === buildInputsDigest(root);
}

/** Called when a build has finished: the next start may skip building these inputs again. */
export function writeBuildStamp(root, digest) {
  writeFileSync(path.join(root, STAMP), `${digest}\n`);
}
