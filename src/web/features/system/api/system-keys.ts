import type { AuditQuery } from '../../audit/api/get-audit-log';
import type { OutboxListQuery } from '../../notifications/api/get-outbox';

/** Query keys of the admin "system" tab. A desk change invalidates `desks` and the audit log. */
export const systemKeys = {
  all: ['admin-system'] as const,
  desks: () => [...systemKeys.all, 'desks'] as const,
  audit: (query: AuditQuery) => [...systemKeys.all, 'audit', query] as const,
  auditAll: () => [...systemKeys.all, 'audit'] as const,
  outbox: (query: OutboxListQuery) => [...systemKeys.all, 'outbox', query] as const,
  outboxAll: () => [...systemKeys.all, 'outbox'] as const,
  people: (q: string) => [...systemKeys.all, 'people', q] as const,
};

/** Drops empty values so the address carries only what was chosen. */
export function searchParamsOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
