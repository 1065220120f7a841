import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startSmtp } from '../../support/smtp';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The shared servers of this run, one per worker (support/shared-server.ts picks a file's):
     * where each listens, e.g. http://localhost:41234, and where every email it sent is written,
     * one JSON file each (support/mailbox.ts).
     */
    servers: { baseURL: string; mailDir: string }[];
  }
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// A fresh server migrates and seeds the demo accounts (argon2 hashes) while other journeys run.
const READY_TIMEOUT_MS = 110_000;

/**
 * Starts one built server per worker for all journeys and stops them afterwards (vitest.config.ts
 * sets the workers from E2E_WORKERS). E2E_BASE_URL skips this and uses a server that is already
 * running.
 */
export default async function setup(project: TestProject) {
  // For working on the journeys against a server that is already running (e.g. npm run dev).
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('servers', [{ baseURL: external.replace(/\/$/, ''), mailDir: '' }]);
    return;
  }
  const count = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.all(Array.from({ length: count }, () => startSharedServer()));
  project.provide(
    'servers',
    started.map(({ baseURL, mailDir }) => ({ baseURL, mailDir })),
  );
  return async () => {
    await Promise.all(started.map((server) => server.stop()));
  };
}

/**
 * A shared server with its own real SMTP server. D31: a link's token is readable only in the
 * email as sent, so the journeys read their links from what the server delivered, never from the
 * admin's outbox.
 */
async function startSharedServer(): Promise<{ baseURL: string; mailDir: string; stop: () => Promise<void> }> {
  const mailDir = mkdtempSync(join(tmpdir(), 'recourse-e2e-mail-'));
  let count = 0;
  const smtp = await startSmtp(0, (message) => {
    count += 1;
    writeFileSync(join(mailDir, `${String(count).padStart(6, '0')}.json`), JSON.stringify(message));
  });
  const server = await startBuiltServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OUTBOX_POLL_MS: '300',
  });
  return {
    baseURL: server.baseURL,
    mailDir,
    stop: async () => {
      await server.stop();
      await smtp.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/**
 * The built server on a free port with a fresh data directory (so the demo accounts are seeded
 * anew), plus `env` on top. A journey that needs the server configured otherwise (e.g. with a
 * mail server) starts its own with this.
 */
export async function startBuiltServer(
  env: NodeJS.ProcessEnv = {},
): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  for (const file of ['dist/server/main.js', 'dist/web/index.html']) {
    if (!existsSync(join(repoRoot, file)))
      throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }

  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'recourse-e2e-'));
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The journeys register many clients from this one machine; registrations are limited per IP
    // (10 an hour), so support/portal.ts gives each its own X-Forwarded-For address, which the
    // server believes only from loopback.
    TRUST_PROXY: '127.0.0.1',
    // WebAuthn refuses an IP address as the relying party, so the journeys use the name localhost
    // (a secure context over http, like 127.0.0.1). The server listens on IPv4 loopback only, so
    // every connection comes from 127.0.0.1, the one address trusted above.
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    ...env,
  };
  // Vitest sets NODE_ENV=test; the server must run as it would for a person trying it locally.
  delete serverEnv.NODE_ENV;

  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: repoRoot,
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://localhost:${port}`;
  const stopAndClean = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(`${baseURL}/readyz`, server);
  } catch (error) {
    await stopAndClean();
    throw error;
  }
  return { baseURL, stop: stopAndClean };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before it was ready.`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer 200 on ${url} within ${READY_TIMEOUT_MS / 1000} s.`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
