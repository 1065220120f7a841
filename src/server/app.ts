import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { type Mail, mailSetup } from './core/emails';
import type { Database, Db } from './db/client';
import { requestMetricsPlugin } from './lib/request-metrics';
import { loggerOptions } from './logger';
import { approvalsRoutes } from './modules/approvals';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { bankStatementsRoutes } from './modules/bank-statements';
import { casesRoutes } from './modules/cases/routes';
import { conflictsRoutes } from './modules/conflicts';
import { deadlinesRoutes } from './modules/deadlines';
import { desksRoutes } from './modules/desks/routes';
import { documentsRoutes } from './modules/documents/routes';
import { evidencePacksRoutes } from './modules/evidence-packs';
import { indicatorsRoutes } from './modules/indicators';
import { insightsRoutes } from './modules/insights/routes';
import { leadsRoutes } from './modules/leads/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { messagesRoutes } from './modules/messages/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { paymentTrailRoutes } from './modules/payment-trail';
import { peopleRoutes } from './modules/people/routes';
import { publicRoutes } from './modules/public-site/routes';
import { reconciliationRoutes } from './modules/reconciliation';
import { accountSecurityRoutes } from './modules/second-factors/account-routes';
import { passkeyRoutes } from './modules/second-factors/passkey-routes';
import { reauthRoutes } from './modules/second-factors/reauth-routes';
import { secondFactorRoutes } from './modules/second-factors/routes';
import { settingsRoutes } from './modules/settings/routes';
import { systemRoutes } from './modules/system/routes';
import { trustAccountsRoutes } from './modules/trust-accounts';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { accessPlugin } from './plugins/access';
import { csrfPlugin } from './plugins/csrf';
import { errorHandlerPlugin } from './plugins/error-handler';
import { figuresCachePlugin } from './plugins/figures-cache';
import { inputGuardPlugin } from './plugins/input-guard';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { clientErrorHandler, frameworkErrors, methodRegistryPlugin } from './plugins/protocol-errors';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { apiOnlyNotFoundPlugin, webPlugin } from './plugins/web';

/**
 * What every module is handed. `mail`: where email links point and the key that seals secret ones,
 * built here once from the configuration, so no email depends on which routes were registered.
 */
export type AppDeps = { config: Config; database: Database; db: Db; mail: Mail };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Builds the whole server without listening: main.ts listens, tests call app.inject().
 * `serveWeb: false` leaves out the SPA (API tests need no built front end).
 */
export async function buildApp(options: {
  config: Config;
  database: Database;
  serveWeb?: boolean;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests capture it to check what is written). */
  logStream?: DestinationStream;
}): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    // Fastify accepts a hop count too (proxy-addr), though its types only list the other forms.
    trustProxy: config.trustProxy as boolean | string | string[],
    bodyLimit: 1024 * 1024,
    // A caller's X-Request-Id is kept when it looks like one, so logs can be joined across systems.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Refusals before routing, in the one error shape (plugins/protocol-errors.ts).
    clientErrorHandler,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { config, database, db: database.db, mail: mailSetup(config) });

  await app.register(errorHandlerPlugin);
  await app.register(methodRegistryPlugin);
  await app.register(requestMetricsPlugin);
  await app.register(metricsPlugin, { database, instance: config.metricsInstance });
  await app.register(securityPlugin, { config });
  // Before the CSRF check and the session lookup: nothing reads a request with a NUL in it.
  await app.register(inputGuardPlugin);
  await app.register(csrfPlugin, { config });
  await app.register(sessionPlugin, { config, db: database.db });
  await app.register(figuresCachePlugin, { config });
  await app.register(accessPlugin, { reauthWindowMs: config.reauthWindowMs });
  await app.register(openApiPlugin, { config });

  // One register function per resource module; each route declares who may call it (config.access).
  for (const routes of [
    systemRoutes,
    authRoutes,
    secondFactorRoutes,
    accountSecurityRoutes,
    passkeyRoutes,
    reauthRoutes,
    auditRoutes,
    casesRoutes,
    leadsRoutes,
    conflictsRoutes,
    ledgerRoutes,
    trustAccountsRoutes,
    bankStatementsRoutes,
    reconciliationRoutes,
    withdrawalRoutes,
    documentsRoutes,
    paymentTrailRoutes,
    indicatorsRoutes,
    evidencePacksRoutes,
    deadlinesRoutes,
    messagesRoutes,
    peopleRoutes,
    desksRoutes,
    settingsRoutes,
    approvalsRoutes,
    insightsRoutes,
    notificationsRoutes,
    publicRoutes,
  ]) {
    await app.register(routes);
  }

  await app.register(options.serveWeb === false ? apiOnlyNotFoundPlugin : webPlugin, { config });
  return app;
}
