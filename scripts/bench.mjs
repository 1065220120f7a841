// npm run bench: the built server on the bench data set, driven by autocannon on loopback.
// PostgreSQL when DATABASE_URL is set, else PGlite in data/bench (--data-dir). Seeds the data set
// first when it is missing (`--clients`, default 100000). Prints req/s, p50/p99, the share of
// /readyz and the errors per read, and writes them to results.json in the data directory; with
// `--docs`, into docs/performance.md as a dated timing block.
// `--profile firm` (default, issue 34): every request varied, a write trickle beside each read
// (`--writes-per-second`, default 20, 0 for none). `--profile repeat`: the same query from the
// same users, the bench before issue 34.
// `--instances N` (N > 1, PostgreSQL only): N server processes behind HAProxy with the shipped
// configuration (D127), driven through the balancer. The parts: scripts/bench/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchOptions, commandLine } from './bench/options.mjs';
import { firmProfile } from './bench/profile-firm.mjs';
import { repeatProfile } from './bench/profile-repeat.mjs';
import { printTable, runScenarios, saveRun } from './bench/report.mjs';
import { startBenchServer, untilOutboxDrained } from './bench/server.mjs';
import { signInPool } from './bench/sign-in.mjs';
import { writeTrickle } from './bench/trickle.mjs';
import { ensureDependencies, ensureNodeVersion } from './lib/ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureNodeVersion();
ensureDependencies(root);

const options = benchOptions(root);
const server = await startBenchServer(root, options);
try {
  const pool = signInPool(root, server.base);
  const profile =
    options.profile === 'firm'
      ? await firmProfile({ root, base: server.base, pool, clients: options.clients })
      : await repeatProfile({ base: server.base, pool });
  await untilOutboxDrained(server.base, profile.adminCookie);
  const trickle =
    options.profile === 'firm' && options.writesPerSecond > 0
      ? writeTrickle({
          base: server.base,
          perSecond: options.writesPerSecond,
          firm: profile.firm,
          hotWallet: profile.hotWallet,
        })
      : null;
  console.log(
    `Profile ${options.profile}: ${options.connections} connections, ${options.duration} s per read${trickle ? `, ${options.writesPerSecond} writes/s beside each` : ''}.`,
  );
  const results = await runScenarios({ base: server.base, scenarios: profile.scenarios, options, trickle });
  printTable(results, profile.skipped ?? []);
  saveRun(root, options, { command: commandLine(), skippedScenarios: profile.skipped ?? [], results });
  // autocannon drops its connections at the deadline; let the requests it abandoned finish first.
  await new Promise((r) => setTimeout(r, 3000));
} finally {
  await server.stop();
}
process.exit(0);
