import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInputsDigest, buildIsCurrent, writeBuildStamp } from './lib/build-stamp.mjs';

/** Issue 34 item 4: what makes `npm start` build again, on a small tree shaped like the project's. */
const trees: string[] = [];
afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tree(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'recourse-build-stamp-'));
  trees.push(root);
  const files: Record<string, string> = {
    'package.json': '{"name":"x"}',
    'vite.config.ts': 'export default {}',
    'src/web/main.tsx': 'export const a = 1;',
    'src/server/main.ts': 'export const b = 2;',
    'src/server/main.test.ts': 'it("x", () => {});',
    'dist/server/main.js': 'built',
    'dist/web/index.html': '<html></html>',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const built = (root: string) => writeBuildStamp(root, buildInputsDigest(root));

describe('the build stamp', () => {
  it('is current right after a build, and stays so when only times change (a copy of the tree)', () => {
    const root = tree();
    expect(buildIsCurrent(root)).toBe(false);
    built(root);
    expect(buildIsCurrent(root)).toBe(true);
    const copy = mkdtempSync(path.join(os.tmpdir(), 'recourse-build-stamp-copy-'));
    trees.push(copy);
    cpSync(root, copy, { recursive: true, preserveTimestamps: false });
    expect(buildIsCurrent(copy)).toBe(true);
  });

  it.for([
    [
      'a source is edited',
      (root: string) => writeFileSync(path.join(root, 'src/web/main.tsx'), 'export const a = 2;'),
    ],
    ['a source is added', (root: string) => writeFileSync(path.join(root, 'src/web/new.ts'), 'export {};')],
    ['a source is removed', (root: string) => rmSync(path.join(root, 'src/server/main.ts'))],
    [
      'the build configuration changes',
      (root: string) => writeFileSync(path.join(root, 'vite.config.ts'), '//'),
    ],
    ['the built server is missing', (root: string) => rmSync(path.join(root, 'dist/server/main.js'))],
    ['the built page is missing', (root: string) => rmSync(path.join(root, 'dist/web/index.html'))],
  ] as const)('asks for a build when %s', ([, change]) => {
    const root = tree();
    built(root);
    change(root);
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('does not build again for a test file the build never reads', () => {
    const root = tree();
    built(root);
    writeFileSync(path.join(root, 'src/server/main.test.ts'), 'it("y", () => {});');
    expect(buildIsCurrent(root)).toBe(true);
  });
});
