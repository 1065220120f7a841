// npm run bench: the built server on the bench data set, driven by autocannon on loopback.
// PostgreSQL when DATABASE_URL is set, else PGlite in data/bench. Seeds the data set first when
// it is missing (`--clients`, default 100000). Prints req/s and p50/p99 per endpoint, and writes
// them to data/bench/results.json. Figures go into docs/performance.md by hand, with the command.
// `--instances N` (N > 1, PostgreSQL only): N server processes behind HAProxy with the shipped
// configuration (D127), driven through the balancer.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureDependencies, ensureNodeVersion } from './lib/ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureNodeVersion();
ensureDependencies(root);

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '100000' },
    // Issue 20: `--people 1000000` tops the data set up to a million people (clients without a
    // case) for the searches and people lists; cases, ledgers and timelines stay at --clients.
    people: { type: 'string', default: '0' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    instances: { type: 'string', default: '1' },
    // A V8 CPU profile of each server process, written into this directory when it stops (open it
    // in Chrome's DevTools or summarise it with scripts/lib/profile-summary.mjs).
    profile: { type: 'string' },
  },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances must be a whole number ≥ 1');
if (instances > 1 && !process.env.DATABASE_URL) {
  throw new Error(
    '--instances > 1 needs PostgreSQL (DATABASE_URL): a PGlite directory belongs to one process',
  );
}
const connections = Number(values.connections);
const duration = Number(values.duration);
const dataDir = path.join(root, 'data', 'bench');
mkdirSync(dataDir, { recursive: true });
/**
 * A mail relay that accepts and forgets, unless SMTP_URL names one: a firm's outbox sends its
 * emails. Without one the bench's registrations (each queues emails) would pile up as pending
 * from run to run, and the admin's health page counts that backlog.
 */
let smtpSink;
if (!process.env.SMTP_URL) {
  const { SMTPServer } = await import('smtp-server');
  smtpSink = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => callback());
    },
  });
  await new Promise((resolve) => smtpSink.listen(0, '127.0.0.1', resolve));
}
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  ...(smtpSink
    ? {
        SMTP_URL: `smtp://127.0.0.1:${smtpSink.server.address().port}`,
        MAIL_FROM: 'Recourse bench <bench@recourse.example>',
        OUTBOX_POLL_MS: '1000',
      }
    : {}),
};

const { buildAll } = await import('./build.mjs');
console.log('Building ...');
await buildAll();

console.log(`Bench data (${values.clients} clients) ...`);
execFileSync(
  path.join(root, 'node_modules/.bin/tsx'),
  ['src/server/seed/cli.ts', '--clients', values.clients, '--people', values.people],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);

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

// With --instances N the balancer's address is the public one; each server gets its own port.
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const children = [];
function startInstance(listenPort) {
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...env, PORT: String(listenPort), HOST: '127.0.0.1', PUBLIC_URL: base },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  smtpSink?.close();
};
process.on('exit', stop);

if (instances === 1) {
  startInstance(port);
  await untilReady(base);
} else {
  const { haproxyConfig } = await import('./lib/haproxy-config.mjs');
  const servers = [];
  for (let i = 1; i <= instances; i++) {
    const serverPort = await freePort();
    startInstance(serverPort);
    // The first one migrates; the others then start on a migrated database.
    await untilReady(`http://127.0.0.1:${serverPort}`);
    servers.push({ name: `app${i}`, address: `127.0.0.1:${serverPort}` });
  }
  const configFile = path.join(dataDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ bind: `127.0.0.1:${port}`, servers, log: false }));
  console.log(`HAProxy on ${base} over ${instances} instances (${configFile})`);
  children.push(
    spawn('/usr/sbin/haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] }),
  );
  await untilReady(base);
  // Until every server is checked UP (rise 2), not only the first.
  await new Promise((r) => setTimeout(r, 3000));
}

const { BULK_ACCOUNTS, BULK_PASSWORD } = {
  BULK_ACCOUNTS: {
    admin: 'bulk.admin',
    manager: 'bulk.manager.1',
    lawyer: 'bulk.lawyer.1',
    client: 'bulk.client.1',
  },
  BULK_PASSWORD: 'Bench-Password-2026',
};
const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
async function cookieFor(username) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, password: BULK_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  const partial = cookieOf(response);
  const answer = await response.json();
  return answer.stage === 'second_factor' ? secondStep(username, partial) : partial;
}
/**
 * D27: staff finish signing in with the demo authenticator's code (the seed enrols the bench
 * staff with it). A code whose step an earlier run already spent is refused; then the next one.
 */
async function secondStep(username, cookie) {
  const { generate } = await import('otplib');
  const source = readFileSync(path.join(root, 'src/server/seed/demo-second-factor.ts'), 'utf8');
  const secret = source.match(/DEMO_TOTP_SECRET = '([A-Z2-7]+)'/)[1];
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await fetch(`${base}/api/auth/second-factor/totp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ code: await generate({ secret }) }),
    });
    if (response.ok) return cookieOf(response) || cookie;
    console.log(`${username}: second step answered ${response.status}; waiting for the next code`);
    await new Promise((r) => setTimeout(r, 31_000 - (Date.now() % 30_000)));
  }
  throw new Error(`second step for ${username} failed three times`);
}
const cookies = Object.fromEntries(
  await Promise.all(Object.entries(BULK_ACCOUNTS).map(async ([role, name]) => [role, await cookieFor(name)])),
);

/** Until the outbox has sent what earlier runs left (its sending would weigh on the figures). */
async function untilOutboxDrained() {
  for (let i = 0; i < 300; i++) {
    const response = await fetch(`${base}/api/admin/system`, { headers: { cookie: cookies.admin } });
    const pending = (await response.json()).metrics?.find((m) => m.key === 'outbox_pending')?.value ?? 0;
    if (pending === 0) return;
    if (i % 10 === 0) console.log(`Outbox: ${pending} emails still to send ...`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log('Outbox not drained after 300 s; measuring anyway.');
}
await untilOutboxDrained();
// Sending changed thousands of outbox rows: their statistics as autovacuum would have them within
// a minute, so the health page's count is planned on what the table holds now.
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query('analyze outbox_emails');
  await client.end();
}

const { default: autocannon } = await import('autocannon');
let counter = 0;
const scenarios = [
  { name: 'readyz (baseline)', path: '/readyz' },
  { name: 'client dashboard', path: '/api/client/dashboard', cookie: cookies.client },
  { name: 'lawyer cases search', path: '/api/lawyer/cases?q=jans&limit=20', cookie: cookies.lawyer },
  { name: 'lawyer dashboard', path: '/api/lawyer/dashboard', cookie: cookies.lawyer },
  { name: 'lawyer analytics', path: '/api/lawyer/analytics', cookie: cookies.lawyer },
  { name: 'manager dashboard', path: '/api/manager/dashboard', cookie: cookies.manager },
  { name: 'manager team page', path: '/api/manager/team?limit=20', cookie: cookies.manager },
  { name: 'public figures (D5)', path: '/api/public/stats' },
  {
    name: 'admin users search',
    path: '/api/admin/users?q=jansen&limit=20',
    cookie: cookies.admin,
  },
  // The admin console's reads (issue 7): first page of people, unassigned cases, the money by
  // month, the firm-wide analytics, the overview figures and the health measurements.
  { name: 'admin users page', path: '/api/admin/users?limit=20', cookie: cookies.admin },
  {
    name: 'admin cases unassigned',
    path: '/api/admin/cases?assignment=unassigned&limit=20',
    cookie: cookies.admin,
  },
  { name: 'admin financials', path: '/api/admin/financials', cookie: cookies.admin },
  { name: 'admin analytics', path: '/api/admin/analytics', cookie: cookies.admin },
  { name: 'admin stats', path: '/api/admin/stats', cookie: cookies.admin },
  { name: 'admin system', path: '/api/admin/system', cookie: cookies.admin },
  {
    name: 'register',
    method: 'POST',
    path: '/api/register',
    write: true,
    setupRequest: (request) => {
      const n = `${process.pid}-${Date.now()}-${counter++}`;
      request.headers = {
        ...request.headers,
        'content-type': 'application/json',
        origin: base,
        // A fresh client address per request (behind TRUST_PROXY), as real sign-ups are.
        'x-forwarded-for': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
      };
      request.body = JSON.stringify({
        firstName: 'Bench',
        lastName: `Person ${n}`,
        email: `bench.${n}@register.example`,
        country: 'NL',
        fraudType: 'investment',
        amountLost: '12500',
      });
      return request;
    },
  },
  {
    name: 'login',
    method: 'POST',
    path: '/api/auth/login',
    write: true,
    body: JSON.stringify({ username: BULK_ACCOUNTS.lawyer, password: BULK_PASSWORD }),
    headers: { 'content-type': 'application/json', origin: base },
  },
];

const results = [];
for (const s of scenarios) {
  if (values.only && !s.name.includes(values.only)) continue;
  const check = await fetch(base + s.path, {
    method: s.method === 'POST' ? 'HEAD' : 'GET',
    headers: s.cookie ? { cookie: s.cookie } : {},
  });
  if (s.method !== 'POST' && !check.ok) {
    console.log(`${s.name}: ${s.path} answers ${check.status}; skipped`);
    results.push({ name: s.name, path: s.path, status: check.status, skipped: true });
    continue;
  }
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: s.method ?? 'GET',
        path: s.path,
        headers: { ...(s.headers ?? {}), ...(s.cookie ? { cookie: s.cookie } : {}) },
        // autocannon treats a present-but-undefined key as an override: only set what exists.
        ...(s.body ? { body: s.body } : {}),
        ...(s.setupRequest ? { setupRequest: s.setupRequest } : {}),
      },
    ],
  });
  const row = {
    name: s.name,
    path: s.path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  results.push(row);
  console.log(
    `${s.name.padEnd(22)} ${String(row.requestsPerSecond).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms   non-2xx ${row.non2xx}`,
  );
}

const baseline = results.find((r) => r.name.startsWith('readyz'))?.requestsPerSecond;
console.log('\nendpoint                req/s   p50   p99   % of readyz');
for (const r of results.filter((x) => !x.skipped)) {
  const share = baseline ? `${Math.round((100 * r.requestsPerSecond) / baseline)}%` : '-';
  console.log(
    `${r.name.padEnd(22)} ${String(r.requestsPerSecond).padStart(6)} ${String(r.p50).padStart(5)} ${String(r.p99).padStart(5)}   ${share}`,
  );
}
writeFileSync(
  path.join(dataDir, 'results.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      instances,
      connections,
      duration,
      results,
    },
    null,
    2,
  ),
);
// autocannon drops its connections at the deadline; let the requests it abandoned finish first.
await new Promise((r) => setTimeout(r, 3000));
stop();
await Promise.all(
  children.map((child) => new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()))),
);
process.exit(0);
