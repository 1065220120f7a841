import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { findAppRoot } from '../../src/server/app-root';

/**
 * The real server (dist/server/main.js) as a child process, for tests of what only exists across
 * processes: several instances on one PostgreSQL database. `npm test` builds dist first; a
 * single file run builds it when it is missing.
 */
const root = findAppRoot();
const mainJs = path.join(root, 'dist/server/main.js');

export async function ensureBuilt(): Promise<void> {
  if (existsSync(mainJs) && existsSync(path.join(root, 'dist/web/index.html'))) return;
  const { buildAll } = await import('../../scripts/build.mjs');
  await buildAll();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url(pathname: string): string;
  output(): string;
  exited: Promise<number | null>;
};

/**
 * Starts dist/server/main.js with only PATH and `env` from this process, on `env.PORT` if given
 * (a restarted instance takes its old port back, where its balancer expects it), else a free one.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    port,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    output: () => output,
    exited,
  };
}

/** Waits until /readyz answers 200 (migrated, seeded, listening), or fails with the output. */
export async function waitReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const ok = await fetch(server.url('/readyz')).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready:\n${server.output()}`);
}

/** SIGTERM, then SIGKILL if it has not stopped within 15 s. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(killer);
}
