// npm start: install what is missing, build, then run the server, which migrates the database
// and seeds demo data on its first run (never with NODE_ENV=production).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies, ensureNodeVersion } from './lib/ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureNodeVersion();
ensureDependencies(root);

const { buildAll } = await import('./build.mjs');
console.log('Building ...');
await buildAll();

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// The server shuts down gracefully on these; pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
