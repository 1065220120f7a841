// Running the scenarios with autocannon (the write trickle beside each), printing the table, and
// writing results.json and, with --docs, the timing block of docs/performance.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { machine, timingBlock, withTimingBlock } from './docs-block.mjs';

const pad = (value, width) => String(value).padStart(width);

/** Each scenario for `duration` seconds over `connections`, with the trickle (if any) beside it. */
export async function runScenarios({ base, scenarios, options, trickle }) {
  const { default: autocannon } = await import('autocannon');
  const results = [];
  for (const s of scenarios) {
    if (options.only && !s.name.includes(options.only)) continue;
    // A fixed request that fails at once is skipped, as before issue 34; varied ones count their errors.
    if (!s.setupRequest && s.method !== 'POST') {
      const check = await fetch(base + s.path, { headers: s.cookie ? { cookie: s.cookie } : {} });
      if (!check.ok) {
        console.log(`${s.name}: ${s.path} answers ${check.status}; skipped`);
        results.push({ name: s.name, path: s.path, status: check.status, skipped: true });
        continue;
      }
    }
    const writes = trickle && !s.name.startsWith('readyz') ? trickle.start() : null;
    const result = await autocannon({
      url: base,
      connections: options.connections,
      duration: options.duration,
      requests: [
        {
          method: s.method ?? 'GET',
          path: s.path ?? '/',
          headers: { ...(s.headers ?? {}), ...(s.cookie ? { cookie: s.cookie } : {}) },
          // autocannon treats a present-but-undefined key as an override: only set what exists.
          ...(s.body ? { body: s.body } : {}),
          ...(s.setupRequest ? { setupRequest: s.setupRequest } : {}),
        },
      ],
    });
    const row = {
      name: s.name,
      path: s.path ?? '(varied)',
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      errorCount: result.non2xx + result.errors + result.timeouts,
      ...(writes ? { writes: await writes.stop() } : {}),
    };
    results.push(row);
    const w = row.writes;
    console.log(
      `${s.name.padEnd(24)} ${pad(row.requestsPerSecond, 7)} req/s   p50 ${pad(row.p50, 5)} ms   p99 ${pad(row.p99, 5)} ms   errors ${row.errorCount}` +
        (w ? `   | writes ${w.count} p50 ${w.p50} p99 ${w.p99} errors ${w.errors}` : ''),
    );
  }
  const baseline = results.find((r) => r.name.startsWith('readyz'))?.requestsPerSecond;
  for (const r of results) {
    if (!r.skipped && baseline) r.share = `${Math.round((100 * r.requestsPerSecond) / baseline)}%`;
  }
  return results;
}

export function printTable(results, skipped = []) {
  const writeColumns = results.some((r) => r.writes) ? '   writes  w.p50  w.p99  w.errors' : '';
  console.log(`\n${'read'.padEnd(24)}   req/s    p50    p99  % readyz  errors${writeColumns}`);
  for (const r of results.filter((x) => !x.skipped)) {
    const w = r.writes;
    console.log(
      `${r.name.padEnd(24)} ${pad(r.requestsPerSecond, 7)} ${pad(r.p50, 6)} ${pad(r.p99, 6)} ${pad(r.share ?? '-', 9)} ${pad(r.errorCount, 7)}` +
        (w ? ` ${pad(w.count, 8)} ${pad(w.p50, 6)} ${pad(w.p99, 6)} ${pad(w.errors, 9)}` : ''),
    );
  }
  const errors = results.reduce((n, r) => n + (r.errorCount ?? 0), 0);
  const writeErrors = results.reduce((n, r) => n + (r.writes?.errors ?? 0), 0);
  console.log(
    `\nReads answered other than 2xx (or not at all): ${errors}. Writes that failed: ${writeErrors}.`,
  );
  for (const r of results) {
    for (const [kind, k] of Object.entries(r.writes?.byKind ?? {})) {
      if (k.errors)
        console.log(
          `  beside ${r.name}: ${kind} failed ${k.errors} of ${k.count} (${JSON.stringify(k.errorStatuses)})`,
        );
    }
  }
  if (skipped.length) console.log(`Left out (nobody in the pool to ask): ${skipped.join(', ')}.`);
}

/** results.json in the data directory; with --docs, the timing block in docs/performance.md. */
export function saveRun(root, options, run) {
  const full = {
    at: new Date().toISOString(),
    machine: machine(),
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    figuresCacheMs: process.env.FIGURES_CACHE_MS ?? null,
    profile: options.profile,
    clients: options.clients,
    people: options.people,
    instances: options.instances,
    connections: options.connections,
    duration: options.duration,
    writesPerSecond: options.profile === 'firm' ? options.writesPerSecond : 0,
    ...run,
  };
  writeFileSync(path.join(options.dataDir, 'results.json'), JSON.stringify(full, null, 2));
  if (options.docs) {
    const file = path.join(root, 'docs/performance.md');
    writeFileSync(file, withTimingBlock(readFileSync(file, 'utf8'), timingBlock(full), full));
    console.log('docs/performance.md: timing block written.');
  }
  return full;
}
