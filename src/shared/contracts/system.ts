import { z } from 'zod';

// ── system and outbox ──

/** The measurements the server takes, in its order; the console names each in every language. */
export const HEALTH_METRIC_KEYS = [
  'database_latency',
  'uptime',
  'memory_rss',
  'heap_used',
  'outbox_pending',
  'outbox_oldest_age',
  'error_rate',
  'load',
] as const;

export const healthMetricSchema = z.object({
  /** Stable identifier, e.g. "database_latency". */
  key: z.string(),
  name: z.string(),
  status: z.enum(['healthy', 'warning', 'critical']),
  value: z.number(),
  unit: z.string(),
  /** Against the previous measurement of this server process; "flat" the first time. */
  trend: z.enum(['up', 'down', 'flat']),
});
export type HealthMetric = z.infer<typeof healthMetricSchema>;
/**
 * How the server is set up that an admin must know about; the console words each one. Issue 31
 * item 9: a database for several servers, with documents kept on each server's own disk.
 */
export const SYSTEM_WARNING_KEYS = ['local_documents_several_servers'] as const;
export type SystemWarningKey = (typeof SYSTEM_WARNING_KEYS)[number];

export const systemStatusSchema = z.object({
  measuredAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  metrics: z.array(healthMetricSchema),
  warnings: z.array(z.enum(SYSTEM_WARNING_KEYS)),
});
