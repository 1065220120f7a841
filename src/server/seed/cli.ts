import { parseArgs } from 'node:util';
import { count, like } from 'drizzle-orm';
import { loadConfig } from '../config';
import { mailSetup } from '../core/emails';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { users } from '../db/schema';
import { describeError } from '../lib/safe-error';
import { BULK_ACCOUNTS, BULK_PASSWORD, ensureBulkClientPasswords, seedBulk } from './bulk';
import { seedBulkPeople } from './bulk-people';
import { enrolBulkStaffFactors } from './bulk-staff-factors';
import { seedBulkTrails } from './bulk-trail';
import { seedDemoIfEmpty } from './demo';

/**
 * `npm run seed` — demo data on an empty database; `npm run seed -- --clients 100000` adds the
 * bench data set; `--people 1000000` then tops it up to a million people (bulk-people.ts). Uses
 * DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) like the server.
 */
const { values } = parseArgs({ options: { clients: { type: 'string' }, people: { type: 'string' } } });
const wholeNumber = (name: string, value: string | undefined) => {
  const n = value === undefined ? 0 : Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 5_000_000) {
    console.error(`--${name} must be a whole number between 0 and 5000000`);
    process.exit(2);
  }
  return n;
};
const clients = wholeNumber('clients', values.clients);
const people = wholeNumber('people', values.people);

const config = loadConfig(process.env);
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const demo = await seedDemoIfEmpty(database.db, {
    sessionSecret: config.sessionSecret,
    mail: mailSetup(config),
  });
  console.log(demo ? 'Demo data created.' : 'Demo data: already present.');
  if (clients > 0) {
    const [existing] = await database.db
      .select({ n: count() })
      .from(users)
      .where(like(users.username, 'bulk.%'));
    if ((existing?.n ?? 0) > 0) {
      console.log(`Bench data already present (${existing!.n} bulk users); nothing added.`);
    } else {
      const started = Date.now();
      console.log(`Seeding bench data: ${clients} clients on ${database.kind} ...`);
      await seedBulk(database.db, clients, (line) => console.log(line));
      console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      console.log(`Bench sign-ins (password ${BULK_PASSWORD}): ${Object.values(BULK_ACCOUNTS).join(', ')}`);
    }
    // Issue 34: what the firm profile of `npm run bench` needs, added to older data sets too.
    await ensureBulkClientPasswords(database.db);
    await seedBulkTrails(database.db, (line) => console.log(line));
  }
  if (people > 0) await seedBulkPeople(database.db, people, (line) => console.log(line));
  if (clients > 0 || people > 0) {
    const staff = await enrolBulkStaffFactors(database.db, config.sessionSecret);
    console.log(`Bench staff second factor (the demo authenticator secret): ${staff} accounts.`);
  }
} catch (error) {
  // Not the raw error: a failed insert's message lists its parameters (emails, password hashes).
  console.error(`Seeding failed: ${describeError(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
