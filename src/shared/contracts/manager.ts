import { z } from 'zod';
import { phaseSchema } from '../domain/phases';
import { pageInfo } from './pagination';
import { managerCaseSchema, pageQuerySchema } from './staff';
import { text } from './text';

/**
 * GET /api/manager/cases (issue 6 §11): the manager's desk's cases (D21), sorted, filtered and
 * paged by the server, so the table works the same with 36,000 cases on a desk as with 10.
 */

/** The columns a manager may sort by; each maps to one indexed or joined column server-side. */
export const MANAGER_CASE_SORTS = [
  'reference',
  'client',
  'fraudType',
  'claimAmount',
  'lawyer',
  'status',
  'createdAt',
] as const;
export type ManagerCaseSort = (typeof MANAGER_CASE_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** `assigned`: a lawyer's id, or `unassigned` for the cases no lawyer has yet. */
export const UNASSIGNED = 'unassigned';

export const managerCaseQuerySchema = pageQuerySchema.extend({
  sort: z
    .enum(MANAGER_CASE_SORTS, { message: `Sort by one of: ${MANAGER_CASE_SORTS.join(', ')}` })
    .default('createdAt'),
  order: z.enum(SORT_ORDERS, { message: 'Order asc or desc' }).default('desc'),
  /** D9: `legal-action` is accepted as `legal`. */
  status: phaseSchema.optional(),
  assigned: z
    .union([z.literal(UNASSIGNED), z.uuid()], { message: 'Choose a lawyer of your desk or unassigned' })
    .optional(),
  /** Client first or last name, or the case reference; every word must match. */
  q: text().trim().max(100, { message: 'Search with at most 100 characters' }).optional(),
});
export type ManagerCaseQuery = z.input<typeof managerCaseQuerySchema>;

export const managerCaseListSchema = z.object({
  cases: z.array(managerCaseSchema),
  ...pageInfo,
});
export type ManagerCaseList = z.infer<typeof managerCaseListSchema>;
export type ManagerCase = z.infer<typeof managerCaseSchema>;
