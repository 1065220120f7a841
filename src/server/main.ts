import { buildApp } from './app';
import { loadConfig, startupWarnings } from './config';
import { type Database, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { startHousekeeping } from './jobs/housekeeping';
import { startOutboxWorker } from './jobs/outbox-worker';
import { type MetricsListener, serveMetrics } from './lib/metrics-listener';
import { describeError } from './lib/safe-error';
import { startDraining } from './modules/system/draining';
import { sealPlainPayoutDetails } from './modules/withdrawals';
import { type SeededAccount, seedDemoIfEmpty } from './seed/demo';

/** read config → open db (lock) → migrate → seed demo (first run, not production) → listen. */
async function main() {
  const config = loadConfig(process.env, { webDev: process.argv.includes('--dev') });
  let database: Database | undefined;
  try {
    database = await openDatabase(config);
    await migrateDatabase(database);
    // Issue 15: payout details stored in plain text before sealing existed are sealed now.
    await sealPlainPayoutDetails(database.db, config.sessionSecret);
    const app = await buildApp({ config, database });
    if (config.env !== 'production') {
      // With the app's mail setup: the demo's emails link to this server (PUBLIC_URL).
      const { mail } = app.deps;
      const seeded = await seedDemoIfEmpty(database.db, { sessionSecret: config.sessionSecret, mail });
      if (seeded) printDemoCredentials(seeded);
    }
    for (const warning of startupWarnings(config)) app.log.warn(warning);
    const stopHousekeeping = startHousekeeping(database.db, config, app.deps.mail, app.log);
    const stopOutbox = startOutboxWorker(database.db, config, app.log, app.metrics);
    let metricsListener: MetricsListener | undefined;

    let closing = false;
    /**
     * D127: drain, then close. /readyz says 503 at once while requests are still served, for
     * SHUTDOWN_DRAIN_MS (long enough for the balancer's health checks to take this instance
     * out); then live streams end (the browser reconnects to another instance), the server stops
     * accepting, finishes what it is answering, and the database closes.
     */
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      const drainMs = config.shutdownDrainMs;
      app.log.info({ signal, drainMs }, 'shutting down: draining (readyz 503), still serving requests');
      const force = setTimeout(() => {
        app.log.error(`shutdown took longer than ${drainMs + 15_000} ms; exiting`);
        process.exit(1);
      }, drainMs + 15_000);
      force.unref();
      startDraining(app);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      app.log.info('shutting down: no new connections, finishing requests');
      stopHousekeeping();
      await stopOutbox(); // lets an email being sent finish and be recorded
      await app.close();
      await metricsListener?.close();
      await database?.close();
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));

    await app.listen({ port: config.port, host: config.host });
    const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    app.log.info(`Recourse is serving ${config.publicUrl.origin} on ${where}`);
    if (config.metricsPort !== undefined) {
      // After the app listens: a scrape never sees a half-started instance.
      metricsListener = await serveMetrics(app.metrics, {
        port: config.metricsPort,
        host: config.metricsHost,
      });
      app.log.info(`Prometheus metrics on http://${config.metricsHost}:${metricsListener.port}/metrics`);
    }
  } catch (error) {
    await database?.close().catch(() => undefined);
    // describeError: a failed query's message carries its parameters (a demo password hash, say).
    console.error(`\nRecourse could not start: ${describeError(error)}\n`);
    process.exit(1);
  }
}

function printDemoCredentials(accounts: SeededAccount[]) {
  const lines = accounts.map((a) => `  ${a.role.padEnd(8)} ${a.username.padEnd(16)} ${a.password}`);
  const staffSecret = accounts.find((a) => a.totpSecret)?.totpSecret;
  console.log(
    [
      '',
      'Demo data created (demo only, never in production). Sign-ins:',
      ...lines,
      '',
      // D27: staff take a second step; the demo staff share one authenticator secret.
      `Staff second step: add the secret ${staffSecret} to an authenticator app, or run \`npm run demo:code\`.`,
      '',
    ].join('\n'),
  );
}

// Node's own report of an uncaught error prints every property, a failed query's parameters too.
const exitOnUncaught = (error: unknown) => {
  console.error(`\nRecourse stopped on an unexpected error: ${describeError(error)}\n`);
  process.exit(1);
};
process.on('uncaughtException', exitOnUncaught);
process.on('unhandledRejection', exitOnUncaught);

void main();
