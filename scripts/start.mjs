// npm start: install what is missing, build (unless the last build was of the same sources),
// then run the server, which migrates the database and seeds demo data on its first run (never
// with NODE_ENV=production).
//
// The build runs in a child process of its own: Vite sets process.env.NODE_ENV='production'
// in whatever process runs it, and a server started from that process would inherit it (and
// skip the demo seed); the build's memory also goes away with its process. The server gets
// exactly the environment the person gave. This wrapper stays as a small parent that passes
// signals on and leaves with the server's exit code (Node has no exec()).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent } from './lib/build-stamp.mjs';
import { ensureDependencies, ensureNodeVersion } from './lib/ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureNodeVersion();
ensureDependencies(root);

let current; // the build, then the server

/** Runs node with `args` in the app root; SIGINT/SIGTERM sent to this wrapper are passed on. */
function runNode(args, env = process.env) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  current = child;
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      for (const s of ['SIGINT', 'SIGTERM']) process.off(s, forward);
      resolve({ code, signal });
    }),
  );
}

/** Leaves as the child did: its exit code, or 128 + the number of the signal that ended it (as a shell does). */
function exitLike({ code, signal }) {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
}

// `npm start` runs this file under `sh -c`. A SIGTERM sent to npm alone (a service manager
// stopping it) ends npm and that shell, and never reaches us: the server would run on, orphaned.
// So under npm, losing our parent shell means stop, as if the signal had come here.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    current?.kill('SIGTERM');
  }, 500);
  watch.unref();
}

// Issue 34 item 4: a build takes most of a start; none is needed when nothing it reads has changed.
if (buildIsCurrent(root)) {
  console.log('Build is up to date: nothing it reads has changed since the last one.');
} else {
  console.log('Building ...');
  // The front end is always built for production: a NODE_ENV=development meant for the server
  // would otherwise give Vite's unminified development build of React.
  const { NODE_ENV: _serverMode, ...buildEnv } = process.env;
  const built = await runNode([path.join(root, 'scripts/build.mjs')], buildEnv);
  if (built.code !== 0) exitLike(built);
}

exitLike(await runNode(['--enable-source-maps', path.join(root, 'dist/server/main.js')]));
