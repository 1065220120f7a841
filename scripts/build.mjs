// Builds the SPA (Vite → dist/web) and the server (esbuild → dist/server/main.js).
// node_modules stay external: the server runs with the installed packages.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { compressDir } from './compress.mjs';
import { buildInputsDigest, writeBuildStamp } from './lib/build-stamp.mjs';
import { prerender } from './prerender.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildAll() {
  // Read before building, so a source changed while the build runs is not stamped as built.
  const digest = buildInputsDigest(root);
  rmSync(path.join(root, 'dist/.build-stamp'), { force: true });
  await viteBuild({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  await prerender(root);
  // After prerendering, so the prerendered pages' source files are not compressed twice.
  compressDir(path.join(root, 'dist/web/assets'));
  rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
  await esbuild({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: path.join(root, 'dist/server/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  writeBuildStamp(root, digest);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildAll();
  console.log(`Built dist/web and dist/server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
