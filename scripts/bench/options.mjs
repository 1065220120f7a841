// The command line of `npm run bench` (scripts/bench.mjs), read and checked in one place.
import path from 'node:path';
import { parseArgs } from 'node:util';

export const PROFILES = ['firm', 'repeat'];

/** The options as given, with their defaults, checked; `argv` is what followed `npm run bench --`. */
export function benchOptions(root, argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string', default: '100000' },
      // Issue 20: `--people 1000000` tops the data set up to a million people (clients without a
      // case) for the searches and people lists; cases, ledgers and timelines stay at --clients.
      people: { type: 'string', default: '0' },
      connections: { type: 'string', default: '32' },
      duration: { type: 'string', default: '10' },
      only: { type: 'string' },
      instances: { type: 'string', default: '1' },
      // Issue 34: `firm` (varied reads beside a write trickle) or `repeat` (the same query from the
      // same users, the bench before issue 34). Any other value is the older meaning of
      // --profile, a CPU profile directory, now --cpu-profile.
      profile: { type: 'string', default: 'firm' },
      // A V8 CPU profile of each server process, written into this directory when it stops (open it
      // in Chrome's DevTools or summarise it with scripts/lib/profile-summary.mjs).
      'cpu-profile': { type: 'string' },
      'writes-per-second': { type: 'string', default: '20' },
      // Write the table into docs/performance.md as a dated timing block.
      docs: { type: 'boolean', default: false },
      // Use dist/ as it is (it must exist); by default the bench builds unless the build is current.
      'no-build': { type: 'boolean', default: false },
      // Where the PGlite database, the HAProxy file and results.json live (default data/bench).
      'data-dir': { type: 'string' },
    },
  });
  let profile = values.profile;
  let cpuProfile = values['cpu-profile'];
  if (!PROFILES.includes(profile)) {
    cpuProfile ??= profile;
    console.log(
      `--profile ${profile}: taken as the CPU profile directory (now --cpu-profile); measuring the firm profile.`,
    );
    profile = 'firm';
  }
  const whole = (name, min, max = Number.MAX_SAFE_INTEGER) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${name} must be a whole number from ${min}`);
    return n;
  };
  const options = {
    clients: whole('clients', 1, 5_000_000),
    people: whole('people', 0, 5_000_000),
    connections: whole('connections', 1),
    duration: whole('duration', 1),
    only: values.only,
    instances: whole('instances', 1),
    profile,
    cpuProfile: cpuProfile ? path.resolve(cpuProfile) : undefined,
    writesPerSecond: Number(values['writes-per-second']),
    docs: values.docs,
    build: !values['no-build'],
    dataDir: path.resolve(values['data-dir'] ?? path.join(root, 'data', 'bench')),
  };
  if (!(options.writesPerSecond >= 0 && options.writesPerSecond <= 1000)) {
    throw new Error('--writes-per-second must be a number from 0 to 1000');
  }
  if (options.instances > 1 && !process.env.DATABASE_URL) {
    throw new Error(
      '--instances > 1 needs PostgreSQL (DATABASE_URL): a PGlite directory belongs to one process',
    );
  }
  return options;
}

/** The command line as typed, for the report and the docs block (the database URL left out). */
export function commandLine(argv = process.argv.slice(2)) {
  const quoted = argv.map((a) => (/^[\w./=:@,-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`));
  const env =
    process.env.FIGURES_CACHE_MS !== undefined ? `FIGURES_CACHE_MS=${process.env.FIGURES_CACHE_MS} ` : '';
  return `${env}npm run bench${quoted.length ? ` -- ${quoted.join(' ')}` : ''}`;
}
