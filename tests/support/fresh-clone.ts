import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findAppRoot } from '../../src/server/app-root';

/**
 * Helpers for tests that run Recourse the way README tells a person to: `npm start` in a
 * checkout. The checkout is a copy of this one in a temporary directory, as after `git clone`
 * (no dist/, no data/), so its build writes the copy's dist/ and never the dist/ that other
 * test files and the browser journeys are running from at the same moment.
 */
const root = findAppRoot();
/** What a clone does not have: build output, data, test results, installed packages, git. */
const NOT_IN_A_CLONE = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'tmp', '.git']);
const INSTALL_STAMP = '.recourse-install-stamp';

/**
 * The copy gets a node_modules of its own whose entries link to the installed packages, plus
 * the install stamp scripts/lib/ensure-deps.mjs looks for (same fingerprint: package.json and
 * the lock), so `npm start` finds the packages installed and never runs npm install on them.
 */
export function makeFreshClone(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-clone-'));
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => !NOT_IN_A_CLONE.has(path.relative(root, source).split(path.sep)[0]!),
  });
  const installed = realpathSync(path.join(root, 'node_modules'));
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(installed)) {
    if (entry === INSTALL_STAMP || entry === '.vite') continue;
    symlinkSync(path.join(installed, entry), path.join(dir, 'node_modules', entry));
  }
  const lock = path.join(dir, 'package-lock.json');
  const fingerprint = createHash('sha256')
    .update(readFileSync(path.join(dir, 'package.json')))
    .update(existsSync(lock) ? readFileSync(lock) : '')
    .digest('hex');
  writeFileSync(path.join(dir, 'node_modules', INSTALL_STAMP), fingerprint);
  return dir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a person at a shell: PATH and HOME, nothing of the test runner (Vitest
 * sets NODE_ENV=test, npm adds npm_* variables), plus what they chose to set.
 */
export function personEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME ?? os.homedir(), ...settings };
}

export type Started = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills the whole process group (npm, its shell, the wrapper, the server): test cleanup. */
  killAll: () => void;
};

/** `command args` in `cwd`, in a process group of its own, output collected. */
export function startProcess(
  cwd: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
): Started {
  const child = spawn(command, args, { cwd, env, detached: true });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const killAll = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  return { child, port, output: () => output, exited, killAll };
}

export async function waitReady(server: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`exited before serving:\n${server.output()}`);
    const ok = await fetch(`http://127.0.0.1:${server.port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`not serving after ${timeoutMs / 1000} s:\n${server.output()}`);
}

export type ReadmeSignIn = {
  role: string;
  username: string;
  password: string;
  page: string;
  /** The authenticator secret README gives for this row's second step, or null (none). */
  totpSecret: string | null;
};

/** The rows of README's "Demo sign-ins" table: what a person reading it would type. */
export function readmeSignIns(): ReadmeSignIn[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Demo sign-ins'));
  if (!section) throw new Error('README.md has no "Demo sign-ins" section');
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    );
  const [header, , ...body] = rows;
  if (header?.join(',') !== 'role,username,password,page,second step')
    throw new Error(`unexpected table header ${header}`);
  // D27: the demo staff's authenticator secret, as README prints it beside the table.
  const secret = section.match(/authenticator secret: `([A-Z2-7]+)`/)?.[1] ?? null;
  return body.map(([role, username, password, page, secondStep]) => ({
    role: role!,
    username: username!,
    password: password!,
    page: page!,
    totpSecret: secondStep === 'authenticator code' ? secret : null,
  }));
}

/** A database name that the API run's global teardown drops too, should a test die midway. */
export const freshDatabaseName = (prefix: string) => `${prefix}start_${randomBytes(4).toString('hex')}`;

/** Resident memory (kB) of the process running `script` in `cwd`, read from /proc (Linux). */
export function residentKbOf(cwd: string, script: string): number | undefined {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!cmdline.includes(script) || realpathSync(`/proc/${pid}/cwd`) !== realpathSync(cwd)) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return rss ? Number(rss) : undefined;
    } catch {
      // The process ended while we looked.
    }
  }
  return undefined;
}
