// The bench's server side: a mail sink, the build, the data set, the built server (or N of them
// behind HAProxy with the shipped configuration, D127), and stopping all of it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildIsCurrent } from '../lib/build-stamp.mjs';

/**
 * A mail relay that accepts and forgets, unless SMTP_URL names one: a firm's outbox sends its
 * emails. Without one the bench's registrations (each queues emails) would pile up as pending
 * from run to run, and the admin's health page counts that backlog.
 */
async function smtpSink() {
  if (process.env.SMTP_URL) return undefined;
  const { SMTPServer } = await import('smtp-server');
  const sink = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => callback());
    },
  });
  await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return sink;
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });

async function untilReady(url) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {}
    if (i > 600) throw new Error(`${url} did not become ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Builds (unless told not to or already current), seeds when missing, starts; `{ base, stop }`. */
export async function startBenchServer(root, options) {
  mkdirSync(options.dataDir, { recursive: true });
  const sink = await smtpSink();
  const env = {
    ...process.env,
    DATA_DIR: options.dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    ...(sink
      ? {
          SMTP_URL: `smtp://127.0.0.1:${sink.server.address().port}`,
          MAIL_FROM: 'Recourse bench <bench@recourse.example>',
          OUTBOX_POLL_MS: '1000',
        }
      : {}),
  };

  if (!options.build) {
    if (!existsSync(path.join(root, 'dist/server/main.js')))
      throw new Error('--no-build: dist/ has no build');
    console.log('Using dist/ as it is (--no-build).');
  } else if (buildIsCurrent(root)) {
    console.log('Build is up to date.');
  } else {
    const { buildAll } = await import('../build.mjs');
    console.log('Building ...');
    await buildAll();
  }

  console.log(`Bench data (${options.clients} clients) ...`);
  execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['src/server/seed/cli.ts', '--clients', String(options.clients), '--people', String(options.people)],
    { cwd: root, env, stdio: 'inherit' },
  );

  // With --instances N the balancer's address is the public one; each server gets its own port.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const children = [];
  const startInstance = (listenPort) => {
    const profile = options.cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfile}`] : [];
    const child = spawn(process.execPath, [...profile, path.join(root, 'dist/server/main.js')], {
      cwd: root,
      env: { ...env, PORT: String(listenPort), HOST: '127.0.0.1', PUBLIC_URL: base },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()))),
    );
    // After the servers: an outbox still sending at shutdown finds its relay there.
    sink?.close();
  };
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  });

  if (options.instances === 1) {
    startInstance(port);
    await untilReady(base);
  } else {
    const { haproxyConfig } = await import('../lib/haproxy-config.mjs');
    const servers = [];
    for (let i = 1; i <= options.instances; i++) {
      const serverPort = await freePort();
      startInstance(serverPort);
      // The first one migrates; the others then start on a migrated database.
      await untilReady(`http://127.0.0.1:${serverPort}`);
      servers.push({ name: `app${i}`, address: `127.0.0.1:${serverPort}` });
    }
    const configFile = path.join(options.dataDir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig({ bind: `127.0.0.1:${port}`, servers, log: false }));
    console.log(`HAProxy on ${base} over ${options.instances} instances (${configFile})`);
    children.push(
      spawn('/usr/sbin/haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] }),
    );
    await untilReady(base);
    // Until every server is checked UP (rise 2), not only the first.
    await new Promise((r) => setTimeout(r, 3000));
  }
  return { base, stop };
}

/** Until the outbox has sent what earlier runs left (its sending would weigh on the figures). */
export async function untilOutboxDrained(base, adminCookie) {
  for (let i = 0; i < 300; i++) {
    const response = await fetch(`${base}/api/admin/system`, { headers: { cookie: adminCookie } });
    const pending = (await response.json()).metrics?.find((m) => m.key === 'outbox_pending')?.value ?? 0;
    if (pending === 0) break;
    if (i % 10 === 0) console.log(`Outbox: ${pending} emails still to send ...`);
    await new Promise((r) => setTimeout(r, 1000));
    if (i === 299) console.log('Outbox not drained after 300 s; measuring anyway.');
  }
  // Sending changed thousands of outbox rows: their statistics as autovacuum would have them within
  // a minute, so the health page's count is planned on what the table holds now.
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query('analyze outbox_emails');
    await client.end();
  }
}
