// Every pair `duplicates` finds in a tree, listed whole: the tool prints at most 200 rows, so a
// folder with more pairs is listed folder by folder, and the pairs between its folders are taken
// from its own (cut) listing. The caller compares the count with the tool's total.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const MOST = 200;

/** One row of the tool's output, its paths made relative to the scratch tree's root. */
function parseRow(line, folder) {
  const m = line.match(/^D\d+ (\S+):(\d+)-(\d+) ~ (\S+):(\d+)-(\d+)(.*)$/);
  if (!m) return null;
  const at = (file) => (folder ? path.posix.join(folder, file) : file);
  return {
    a: { file: at(m[1]), from: Number(m[2]), to: Number(m[3]) },
    b: { file: at(m[4]), from: Number(m[5]), to: Number(m[6]) },
    identical: !/\bshape\b/.test(m[7]),
    boilerplate: /\bboilerplate\b/.test(m[7]),
  };
}

/** The tool names one row per pair of files, so the two paths identify a pair. */
export const pairKey = (pair) => [pair.a.file, pair.b.file].sort().join(' ~ ');

/** The tool's first line as a number (0 for `no duplicates`). */
export function countOf(firstLine) {
  if (/^no duplicates/.test(firstLine)) return 0;
  return Number(firstLine.match(/\d[\d,]*/)?.[0].replace(/,/g, ''));
}

/**
 * Runs the tool in `dir` (a scratch git repository) over `folder` ('' for all of it) and returns
 * { first, total, pairs }: pairs is every pair when the tool could list them all, otherwise the
 * union of the subfolders' pairs and the rows of this folder's listing between subfolders.
 */
export function listPairs(dir, files, env, seconds, folder = '') {
  const args = ['--seconds', String(seconds), '--most', String(MOST)];
  const out = execFileSync('duplicates', folder ? [...args, '--repo', folder] : args, {
    cwd: dir,
    encoding: 'utf8',
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  const lines = out.split('\n');
  const first = lines[0] ?? '';
  const total = countOf(first);
  const rows = lines.map((line) => parseRow(line, folder)).filter(Boolean);
  const pairs = new Map(rows.map((row) => [pairKey(row), row]));
  if (rows.length < total) {
    const prefix = folder ? `${folder}/` : '';
    const children = [
      ...new Set(
        files
          .filter((f) => f.startsWith(prefix) && f.slice(prefix.length).includes('/'))
          .map((f) => prefix + f.slice(prefix.length).split('/')[0]),
      ),
    ];
    for (const child of children)
      for (const row of listPairs(dir, files, env, seconds, child).pairs) pairs.set(pairKey(row), row);
  }
  return { first, total, incomplete: /incomplete:/.test(out), pairs: [...pairs.values()] };
}
