import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { haproxyConfig } from '../../scripts/lib/haproxy-config.mjs';
import { freePort } from './server-process';

export const HAPROXY = '/usr/sbin/haproxy';

export type Balancer = {
  port: number;
  url(pathname: string): string;
  output(): string;
  stop(): Promise<void>;
};

/**
 * Debian's HAProxy as a child process of the test, with the shipped configuration
 * (scripts/lib/haproxy-config.mjs) rendered for loopback ports, and X-Served-By on every answer
 * so a test can tell which instance served it. Never the system service.
 */
export async function startHaproxy(
  servers: { name: string; port: number }[],
  port?: number,
): Promise<Balancer> {
  port ??= await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    file,
    haproxyConfig({
      bind: `127.0.0.1:${port}`,
      servers: servers.map((s) => ({ name: s.name, address: `127.0.0.1:${s.port}` })),
      log: false,
      servedByHeader: true,
      maxconn: 512,
    }),
  );
  // -db: stay in the foreground, a child this test owns and ends.
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not answer:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
