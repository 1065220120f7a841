import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAppRoot } from './app-root';

/**
 * The real server process, as `npm start` runs it (dist/server/main.js on PGlite), because
 * the data-directory lock, first-run seeding and signal handling only exist at that level.
 */
const root = findAppRoot();
const mainJs = path.join(root, 'dist/server/main.js');
const dirs: string[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!existsSync(mainJs) || !existsSync(path.join(root, 'dist/web/index.html'))) {
    const { buildAll } = await import('../../scripts/build.mjs');
    await buildAll();
  }
}, 120_000);
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-proc-'));
  dirs.push(dir);
  return dir;
}

type Started = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function waitReady(server: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${server.port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready:\n${server.output()}`);
}

const login = (port: number, username: string, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

describe('the server process', () => {
  it('seeds demo data on first start, refuses a second server on the same data directory, stops cleanly on SIGTERM and keeps its data', async () => {
    const dataDir = tempDir();
    const first = await startServer(dataDir);
    await waitReady(first);
    expect(first.output()).toContain('Demo data created');
    expect((await login(first.port, 'admin', 'Demo-Admin-2026')).status).toBe(200);

    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another Recourse server');
    expect((await fetch(`http://127.0.0.1:${first.port}/readyz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const again = await startServer(dataDir);
    await waitReady(again);
    expect(again.output()).not.toContain('Demo data created');
    expect((await login(again.port, 'clara.schmidt', 'Demo-Client-2026')).status).toBe(200);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('in production seeds nothing and has no default account', async () => {
    const server = await startServer(tempDir(), { NODE_ENV: 'production' });
    await waitReady(server);
    expect(server.output()).not.toContain('Demo data');
    expect((await login(server.port, 'admin', 'Demo-Admin-2026')).status).toBe(401);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('stops with a readable message on a bad setting', async () => {
    const server = await startServer(tempDir(), { PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\n\s+PORT:/);
  }, 30_000);
});
