// Brotli and gzip copies of every text asset next to it (x.js.br, x.js.gz), written once at build
// time so the server sends compressed files without spending CPU per request (@fastify/static's
// preCompressed option picks the copy the browser accepts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;

export function compressDir(dir) {
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      files += compressDir(full);
      continue;
    }
    // Source maps are only fetched by developer tools; not worth the build time.
    if (!TEXT.test(entry.name) || entry.name.endsWith('.map') || statSync(full).size < 1024) continue;
    const body = readFileSync(full);
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
    files++;
  }
  return files;
}
