import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REAUTH_WINDOW_MINUTES } from '../shared/domain/sign-in';
import { findAppRoot } from './app-root';

const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.every((s) => /^[0-9a-fA-F.:/]+$/.test(s))) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'use false, true, a hop count, or a comma-separated list of proxy IPs/CIDRs',
    });
    return z.NEVER;
  });

/**
 * D127: deploy/haproxy.cfg checks /readyz every second and takes a server out after two failed
 * checks; three seconds covers that with a check's worth of margin.
 */
export const DEFAULT_DRAIN_MS = 3_000;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  PUBLIC_URL: z.url({ message: 'must be a full URL such as https://portal.example.com' }).optional(),
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  /**
   * D27: how long a password or factor check counts for money and access changes. Ten minutes
   * unless set; the browser journeys set seconds to see the inline check without waiting.
   */
  REAUTH_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 60)
    .default(REAUTH_WINDOW_MINUTES * 60),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, {
      message: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@mail.example.com',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(12),
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(10).max(300_000).default(25_000),
  CONTENT_DIR: z.string().optional(),
  PUBLIC_STATS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** D128: how long firm-wide figures are reused at most (a committed change drops them at once); 0 = never. */
  FIGURES_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** D127: after SIGTERM, /readyz answers 503 this long while requests are still served. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(DEFAULT_DRAIN_MS),
  /** Issue 20: the Prometheus listener; unset = none. 0 picks a free port (tests). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_INSTANCE: z.string().min(1).max(100).optional(),
  // D30/D125: where evidence bytes are kept (storageOf below checks the combinations).
  STORAGE_DRIVER: z.enum(['local', 's3'], { message: 'use local or s3' }).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      message: 'must be a full URL such as https://s3.eu-central-1.amazonaws.com',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'use true or false' }).default('false'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  publicUrl: URL;
  isHttps: boolean;
  trustProxy: boolean | number | string[];
  logLevel: string;
  sessionIdleMs: number;
  /** D27: step-up window (REAUTH_WINDOW_SECONDS). */
  reauthWindowMs: number;
  sessionAbsoluteMs: number;
  /** Serve the SPA through Vite middleware (npm run dev) instead of the built files. */
  webDev: boolean;
  /** Where the outbox worker delivers email; unset → emails stay in the outbox (admins can read it). */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxPollMs: number;
  /** Sending attempts before an email is marked failed (it waits for an admin's Retry then). */
  outboxMaxAttempts: number;
  /** Keep-alive comment interval on GET /api/events (below proxies' idle timeouts). */
  eventsHeartbeatMs: number;
  /** Where the firm's published content lives: <contentDir>/<language>/testimonials.json, press.json (D20). */
  contentDir: string;
  /** How long the public figures (D5) are reused before they are computed again; 0 = every request. */
  publicStatsCacheMs: number;
  /** D128: the longest this instance reuses firm-wide figures; a committed change drops them sooner. 0 = off. */
  figuresCacheMs: number;
  /** D127: how long a stopping instance keeps serving while the balancer takes it out. */
  shutdownDrainMs: number;
  /** Port of the separate Prometheus listener (GET /metrics); undefined = no listener. */
  metricsPort: number | undefined;
  /** Where that listener binds; loopback unless an operator opens it to their monitoring network. */
  metricsHost: string;
  /** Optional `instance` label on every metric (Prometheus adds its own from the scrape target). */
  metricsInstance: string | undefined;
  /** D30/D125: the documents' storage driver and its settings. */
  storage: StorageConfig;
};

export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      /** Unset: AWS S3 itself; set: an S3-compatible server (MinIO, Ceph, a cloud's own). */
      endpoint: string | undefined;
      region: string;
      /** Unset: the SDK's own chain (AWS_* variables, an instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once, at start; a bad value stops the server with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { webDev?: boolean } = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT: must differ from PORT (the metrics are never served on the public port)',
    );
  }
  const storage = storageOf(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl,
    isHttps: publicUrl.protocol === 'https:',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    reauthWindowMs: e.REAUTH_WINDOW_SECONDS * 1000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    webDev: options.webDev ?? false,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Recourse <no-reply@${publicUrl.hostname}>`,
    outboxPollMs: e.OUTBOX_POLL_MS,
    outboxMaxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    eventsHeartbeatMs: e.EVENTS_HEARTBEAT_MS,
    contentDir: path.resolve(e.CONTENT_DIR ?? path.join(findAppRoot(), 'content')),
    publicStatsCacheMs: e.PUBLIC_STATS_CACHE_SECONDS * 1000,
    figuresCacheMs: e.FIGURES_CACHE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    metricsInstance: e.METRICS_INSTANCE,
    storage,
  };
}

/**
 * The storage variables that only make sense together: S3 needs a bucket, and a key id without
 * its secret (or the reverse) is a typo, not a request for the SDK's own credential chain.
 * Refused at start, naming the variable, rather than at the first upload.
 */
function storageOf(e: z.output<typeof envSchema>): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' };
  const problems: string[] = [];
  const bucket = e.S3_BUCKET?.trim();
  if (!bucket) problems.push('  S3_BUCKET: required when STORAGE_DRIVER=s3');
  const keyId = e.S3_ACCESS_KEY_ID?.trim();
  const secret = e.S3_SECRET_ACCESS_KEY?.trim();
  if (keyId && !secret) problems.push('  S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set');
  if (secret && !keyId) problems.push('  S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set');
  if (problems.length > 0 || !bucket) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    driver: 's3',
    bucket,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION?.trim() || 'us-east-1',
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

/**
 * Issue 31 item 9: DATABASE_URL is how several servers share one database, yet with the local
 * driver each server keeps the documents uploaded to it on its own disk, and the others answer
 * "not found" for them. One server on PostgreSQL is fine, so this warns rather than refuses.
 */
export function localDocumentsWithSharedDatabase(config: Pick<Config, 'databaseUrl' | 'storage'>): boolean {
  return config.databaseUrl !== undefined && config.storage.driver === 'local';
}

/**
 * Settings that work but weaken a control; main.ts logs each one as a warning at start.
 * `TRUST_PROXY=true` believes every hop of X-Forwarded-For, so any client can name its own IP
 * and walk past the per-IP sign-in and registration limits.
 */
export function startupWarnings(config: Pick<Config, 'trustProxy' | 'databaseUrl' | 'storage'>): string[] {
  const warnings: string[] = [];
  if (config.trustProxy === true) {
    warnings.push(
      "TRUST_PROXY=true believes any client's X-Forwarded-For header, so anyone can choose the IP address " +
        'that per-IP limits and the audit log see. Set the number of proxies in front of Recourse ' +
        '(e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.5) instead.',
    );
  }
  if (localDocumentsWithSharedDatabase(config)) {
    warnings.push(
      "DATABASE_URL is set but documents are stored on this server's own disk (STORAGE_DRIVER=local): " +
        'if more than one server uses this database, each can serve only the documents uploaded to it. ' +
        'Set STORAGE_DRIVER=s3 and S3_BUCKET so that every server reads the same documents.',
    );
  }
  return warnings;
}

/**
 * Without SESSION_SECRET, one is generated on first start and kept (mode 600) in the data
 * directory, so restarts keep sessions valid. Several instances must share one SESSION_SECRET.
 * Instances that start together on one data directory must agree on it: the secret is written
 * to a private temporary file and hard-linked into place, which fails for all but the first,
 * so nobody reads a half-written file and everyone reads the winner's secret.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
    writeFileSync(temp, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(temp, 0o600);
    try {
      linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temp, { force: true });
    }
  }
  return readFileSync(file, 'utf8').trim();
}
