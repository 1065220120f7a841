import { z } from 'zod';
import { adminCaseListQuerySchema } from './admin';
import { withinCountCap } from './pagination';

/** Whether a case has a lawyer: the admin's "assigned / unassigned" filter (issue 7 item 4). */
export const CASE_ASSIGNMENT_STATES = ['assigned', 'unassigned'] as const;
export type CaseAssignmentState = (typeof CASE_ASSIGNMENT_STATES)[number];

/** GET /api/admin/cases: the base filters (admin.ts) plus the assignment state. */
export const adminCasesQuerySchema = adminCaseListQuerySchema
  .extend({
    assignment: z.enum(CASE_ASSIGNMENT_STATES, { message: 'Choose assigned or unassigned' }).optional(),
  })
  .refine(...withinCountCap);
export type AdminCasesQuery = z.input<typeof adminCasesQuerySchema>;
