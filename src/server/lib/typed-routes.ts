import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type TypedApp = ReturnType<typeof typed>;
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

export { containsPattern } from './search';

/** Up to five words of a search box; each must match somewhere (so "anna vries" finds Anna de Vries). */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
}

/** PostgreSQL unique_violation, whether the driver error is thrown bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export function offsetOf(query: { page: number; limit: number }): number {
  return (query.page - 1) * query.limit;
}
