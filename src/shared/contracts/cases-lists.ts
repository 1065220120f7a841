import { z } from 'zod';
import { fraudTypeSchema } from '../domain/intake-schemas';
import { PHASES, PRIORITIES, phaseSchema, prioritySchema } from '../domain/phases';
import { caseHeadShape, caseLabelShape } from './case-heads';
import { searchSchema } from './common';
import { deadlineTaskSchema } from './deadlines';
import { moneyShape, moneyShapes } from './money-fields';
import {
  cappedPageInfo,
  cursorQuery,
  nextCursorInfo,
  pageInfo,
  pageQuerySchema,
  withinCountCap,
} from './pagination';

const searchQuery = searchSchema.optional();

export const adminCaseListQuerySchema = pageQuerySchema.extend({
  q: searchQuery,
  phase: phaseSchema.optional(),
  priority: prioritySchema.optional(),
  deskId: z.uuid({ message: 'Not a valid desk id' }).optional(),
  lawyerId: z.uuid({ message: 'Not a valid lawyer id' }).optional(),
});
export const adminCaseSchema = z.object({
  ...caseHeadShape,
  phase: z.string(),
  priority: z.string(),
  deskId: z.string().nullable(),
  deskName: z.string().nullable(),
  lawyerId: z.string().nullable(),
  lawyerName: z.string().nullable(),
  currency: z.string(),
  ...moneyShapes('amountLost', 'recoveredAmount'),
  nextAction: z.string().nullable(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  lastUpdate: z.string(),
  /** The conflict check of the case's lead is open: no one may assign it yet (issue 31). */
  conflictOpen: z.boolean(),
});
export const adminCaseListSchema = z.object({
  cases: z.array(adminCaseSchema),
  ...cappedPageInfo,
  ...nextCursorInfo,
});

// ── lawyer workspace ──

export const lawyerCaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string().nullable(),
  fraudType: fraudTypeSchema,
  clientId: z.string(),
  clientName: z.string(),
  /** The phase (D9). */
  status: z.enum(PHASES),
  priority: z.enum(PRIORITIES),
  ...moneyShapes('amountLost', 'recoveredAmount'),
  currency: z.string(),
  nextAction: z.string().nullable(),
  createdAt: z.string(),
  /** The later of the case's last edit and its latest timeline event. */
  lastUpdate: z.string(),
  dueDate: z.string().nullable(),
  /** When the client accepted the fee agreement; null until then (the case cannot leave `new`). */
  feeAgreementAcceptedAt: z.string().nullable(),
});
export type LawyerCase = z.infer<typeof lawyerCaseSchema>;

export const lawyerCaseQuerySchema = pageQuerySchema.extend({
  q: searchSchema.optional(),
  /** D121: the `nextCursor` of the page before; takes the place of `page`. */
  cursor: cursorQuery,
  /** D9: `legal-action` is accepted as `legal`. */
  status: phaseSchema.optional(),
  priority: prioritySchema.optional(),
});
export const lawyerCaseListSchema = z.object({
  cases: z.array(lawyerCaseSchema),
  ...pageInfo,
  ...nextCursorInfo,
});

const activitySchema = z.object({
  id: z.string(),
  caseId: z.string(),
  caseReference: z.string(),
  kind: z.string(),
  fromPhase: z.enum(PHASES).nullable(),
  toPhase: z.enum(PHASES).nullable(),
  notes: z.string().nullable(),
  actorName: z.string().nullable(),
  clientVisible: z.boolean(),
  createdAt: z.string(),
});

export const lawyerDashboardSchema = z.object({
  activeCases: z.number(),
  ...moneyShape('totalRecovered'),
  currency: z.string(),
  /** D3: completed with recovery > 0 over completed + closed, 0–100; null with none finished. */
  successRate: z.number().nullable(),
  newLeads: z.number(),
  urgentTasks: z.array(
    z.object({
      ...caseLabelShape,
      dueDate: z.string().nullable(),
    }),
  ),
  /**
   * Issue 21 item 3: open deadlines of the lawyer's active cases due within 14 days or passed,
   * soonest first (at most DEADLINE_TASK_LIMIT); `deadlineTasksTotal` counts them all.
   */
  deadlineTasks: z.array(deadlineTaskSchema),
  deadlineTasksTotal: z.number().int(),
  recentActivity: z.array(activitySchema),
});

export const managerCaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  clientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fraudType: fraudTypeSchema,
  ...moneyShape('claimAmount'),
  currency: z.string(),
  assignedLawyerId: z.string().nullable(),
  assignedLawyerName: z.string().nullable(),
  status: z.enum(PHASES),
  priority: z.enum(PRIORITIES),
  ...moneyShape('recoveredAmount'),
  createdAt: z.string(),
  /** The conflict check of the case's lead is open: no one may assign it yet (issue 31). */
  conflictOpen: z.boolean(),
});

export const assignCaseRequestSchema = z.object({
  lawyerId: z.uuid({ message: 'Choose a lawyer' }),
});
export const assignedCaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string().nullable(),
  fraudType: fraudTypeSchema,
  clientName: z.string(),
  status: z.enum(PHASES),
  deskId: z.string().nullable(),
  assignedLawyerId: z.string().nullable(),
  assignedLawyerName: z.string().nullable(),
});

/** Whether a case has a lawyer: the admin's "assigned / unassigned" filter (issue 7 item 4). */
export const CASE_ASSIGNMENT_STATES = ['assigned', 'unassigned'] as const;
export type CaseAssignmentState = (typeof CASE_ASSIGNMENT_STATES)[number];

/** GET /api/admin/cases: the base filters (admin.ts) plus the assignment state. */
export const adminCasesQuerySchema = adminCaseListQuerySchema
  .extend({
    assignment: z.enum(CASE_ASSIGNMENT_STATES, { message: 'Choose assigned or unassigned' }).optional(),
    /** D121: the `nextCursor` of the page before; takes the place of `page`. */
    cursor: cursorQuery,
  })
  .refine(...withinCountCap);
export type AdminCasesQuery = z.input<typeof adminCasesQuerySchema>;
