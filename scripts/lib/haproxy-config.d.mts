/** D127: Recourse's HAProxy configuration (scripts/lib/haproxy-config.mjs). */
export const CHECK: { interMs: number; fall: number; rise: number };
export function haproxyConfig(options: {
  bind: string;
  servers: { name: string; address: string }[];
  log?: boolean;
  servedByHeader?: boolean;
  maxconn?: number;
}): string;
export const SHIPPED: { bind: string; servers: { name: string; address: string }[] };
