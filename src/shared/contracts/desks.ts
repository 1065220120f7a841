import { countryCodeSchema } from '../domain/iso-countries';
import { searchSchema } from './common';

const _searchQuery = searchSchema.optional();

import { z } from 'zod';
import { phaseSchema } from '../domain/phases';
import { managerCaseSchema } from './cases-lists';
import { teamPageFields } from './desks-team';
import { moneyShape } from './money-fields';
import { pageInfo, pageQuerySchema } from './pagination';
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

// ── desks ──

export const deskSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The first of `countries` (the spec's single-country field), or null. */
  country: z.string().nullable(),
  countries: z.array(z.string()),
  userCount: z.number(),
  createdAt: z.string(),
});
export type Desk = z.infer<typeof deskSchema>;
export const deskListSchema = z.object({ desks: z.array(deskSchema), total: z.number() });
export const deskMutationSchema = z.object({ message: z.string(), desk: deskSchema });

const deskFields = {
  name: text({ message: 'Desk name is required' })
    .trim()
    .min(1, { message: 'Desk name is required' })
    .max(100, { message: 'Keep the desk name under 100 characters' }),
  /** The spec's create form sends one country; `countries` sets the whole list. */
  country: countryCodeSchema,
  countries: z.array(countryCodeSchema).max(250),
  description: text().trim().max(1000, { message: 'Keep the description under 1,000 characters' }),
};
export const createDeskRequestSchema = z.object({
  name: deskFields.name,
  country: deskFields.country.optional(),
  countries: deskFields.countries.optional(),
  description: deskFields.description.optional(),
});
export const updateDeskRequestSchema = z
  .object(deskFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });

export const managerDashboardQuerySchema = pageQuerySchema;

export const managerDashboardSchema = z.object({
  user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  desk: z
    .object({ id: z.string(), name: z.string(), description: z.string(), countries: z.array(z.string()) })
    .nullable(),
  stats: z.object({
    totalCases: z.number(),
    activeCases: z.number(),
    ...moneyShape('totalRecovered'),
    teamSize: z.number(),
  }),
  currency: z.string(),
  /** The desk's cases, most recent first: one page of `stats.totalCases`. */
  cases: z.array(managerCaseSchema),
  page: z.number(),
  limit: z.number(),
  /** D25: the team's first page, each member once (desks-team.ts). */
  ...teamPageFields,
  /** GET /api/manager/team?cursor=… gives the next page; null when the first page is the whole team. */
  teamNextCursor: z.string().nullable(),
});
