// npm run lighthouse: measures the landing page as a phone on a slow network would see it
// (Lighthouse's mobile defaults), with Debian's Chromium, against the built server on a fresh
// PGlite database. Prints the four category scores and the targets of issue 4.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const FIRST_LOAD_JS_TARGET_KB = 120;
const pagePath = process.argv[2] ?? '/';

if (!existsSync(path.join(root, 'dist/server/main.js'))) {
  const { buildAll } = await import('./build.mjs');
  await buildAll();
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'recourse-lighthouse-'));
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: origin },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let chrome;
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 120) throw new Error('The server did not become ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const result = await lighthouse(`${origin}${pagePath}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
  });
  const { categories } = result.lhr;
  console.log(`Lighthouse ${result.lhr.lighthouseVersion}, mobile, ${origin}${pagePath}`);
  let allMet = true;
  for (const [id, target] of Object.entries(TARGETS)) {
    const score = Math.round((categories[id]?.score ?? 0) * 100);
    allMet &&= score >= target;
    console.log(
      `  ${categories[id]?.title.padEnd(16)} ${String(score).padStart(3)}  (target ≥ ${target})${score >= target ? '' : '  ✗'}`,
    );
  }
  for (const audit of Object.values(result.lhr.audits)) {
    if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
      console.log(`  - ${audit.id}: ${audit.displayValue ?? ''} ${audit.title}`);
    }
  }
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ];
  console.log(`  ${metrics.map((m) => `${m}: ${result.lhr.audits[m]?.displayValue}`).join(' · ')}`);

  // Every script the page fetched while Lighthouse watched, measured gzipped (issue 4 item 7
  // counts gzip; the server sends brotli where the browser takes it, which is smaller).
  const scripts = result.lhr.audits['network-requests'].details.items.filter(
    (r) => r.resourceType === 'Script',
  );
  let gzipBytes = 0;
  for (const { url } of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  const firstLoadKb = gzipBytes / 1024;
  const jsMet = firstLoadKb <= FIRST_LOAD_JS_TARGET_KB;
  console.log(
    `  First-load JS    ${firstLoadKb.toFixed(1)} KB gzip in ${scripts.length} files  (target ≤ ${FIRST_LOAD_JS_TARGET_KB})${jsMet ? '' : '  ✗'}`,
  );
  process.exitCode = allMet && jsMet ? 0 : 1;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
