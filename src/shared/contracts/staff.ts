import { z } from 'zod';
import { fraudTypeSchema } from '../domain/intake-schemas';
import { languageSchema } from '../domain/language-schema';
import { LEAD_STATUSES } from '../domain/leads';
import { amountSchema } from '../domain/money';
import { PHASES, PRIORITIES, phaseSchema, prioritySchema } from '../domain/phases';
import { ROLES, USER_STATUSES } from '../domain/roles';
import { pageInfo, pageQuery } from './pagination';
import { emailAddressSchema, PHONE_PATTERN, personNameSchema } from './person-fields';
import { text } from './text';

/**
 * Leads, the lawyer workspace and the manager workspace (issue 3 §6–7, D3, D11, D21).
 * Amounts are major units (1234.56) of `currency`; every one is derived from the ledger or
 * the case records, never typed in.
 */

// ── shared pieces ──

export const pageQuerySchema = pageQuery({
  pageMin: 'Page numbers start at 1',
  limitMin: 'Ask for at least 1 row',
  limitMax: 'At most 100 rows per page',
});

const searchSchema = text().trim().max(100, { message: 'Search with at most 100 characters' });
const name = (label: string) => personNameSchema(label, `${label} can be at most 100 characters`);
/** D18: phone optional, checked when given. */
const phoneSchema = text()
  .trim()
  .regex(PHONE_PATTERN, { message: 'Enter a phone number with digits, e.g. +49 30 1234567' });
/** Country codes as desks list them (ISO 3166-1 alpha-2, spec option 'other' kept as is). */
export const countrySchema = text({ message: 'Country is required' })
  .trim()
  .regex(/^([A-Za-z]{2}|other)$/i, { message: 'Choose a country' })
  .transform((v) => (v.toLowerCase() === 'other' ? 'other' : v.toUpperCase()));

export const idParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid id' }) });

// ── leads ──

export const leadListQuerySchema = pageQuerySchema.extend({
  status: z.enum(LEAD_STATUSES, { message: `Choose one of: ${LEAD_STATUSES.join(', ')}` }).optional(),
});

export const leadSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  caseReference: z.string(),
  clientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  source: z.enum(['registration', 'staff']),
  fraudType: fraudTypeSchema,
  amountLost: z.number(),
  currency: z.string(),
  country: z.string(),
  description: z.string(),
  policeReportRef: z.string().nullable(),
  rejectReason: z.string().nullable(),
  assignedLawyerId: z.string().nullable(),
  handledById: z.string().nullable(),
  firstContactedAt: z.string().nullable(),
  convertedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadListSchema = z.object({
  leads: z.array(leadSchema),
  ...pageInfo,
});

const notesSchema = text().trim().max(2000, { message: 'Notes can be at most 2,000 characters' });
export const CONTACT_CHANNELS = ['phone', 'email', 'video', 'in_person', 'portal'] as const;
export const contactLeadRequestSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS, {
    message: `Choose how you contacted them: ${CONTACT_CHANNELS.join(', ')}`,
  }),
  notes: notesSchema.optional(),
});
export const qualifyLeadRequestSchema = z.object({ notes: notesSchema.optional() });
export const rejectLeadRequestSchema = z.object({
  reason: text({ message: 'Give the reason for declining this lead' })
    .trim()
    .min(5, { message: 'Give the reason for declining this lead in a few words' })
    .max(1000, { message: 'The reason can be at most 1,000 characters' }),
});
export const convertLeadRequestSchema = z.object({
  /** A lawyer converts to themself and may omit it; managers and admins name the lawyer. */
  lawyerId: z.uuid({ message: 'Choose a lawyer' }).optional(),
});

// ── lawyer workspace ──

export const lawyerCaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  /** The phase (D9). */
  status: z.enum(PHASES),
  priority: z.enum(PRIORITIES),
  amountLost: z.number(),
  recoveredAmount: z.number(),
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
  /** D9: `legal-action` is accepted as `legal`. */
  status: phaseSchema.optional(),
  priority: prioritySchema.optional(),
});
export const lawyerCaseListSchema = z.object({
  cases: z.array(lawyerCaseSchema),
  ...pageInfo,
});

export const lawyerClientSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  /** Cases of this client assigned to you. */
  totalCases: z.number(),
  /** Sum of the loss claimed on those cases. */
  lossAmount: z.number(),
  /** Net recovered on those cases (ledger). */
  recoveredAmount: z.number(),
  /** Same figure under the spec's second name. */
  totalRecovered: z.number(),
  /** What the client may withdraw now, across all their cases (ledger). */
  availableBalance: z.number(),
  currency: z.string(),
  joinDate: z.string(),
});
export type LawyerClient = z.infer<typeof lawyerClientSchema>;
/** A row of your client list: `latestCaseId` is their most recent case assigned to you (Contact, Cases). */
export const lawyerClientRowSchema = lawyerClientSchema.extend({ latestCaseId: z.string() });
export type LawyerClientRow = z.infer<typeof lawyerClientRowSchema>;
export const lawyerClientQuerySchema = pageQuerySchema.extend({ q: searchSchema.optional() });
export const lawyerClientListSchema = z.object({
  clients: z.array(lawyerClientRowSchema),
  ...pageInfo,
});

export const createLawyerClientRequestSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailAddressSchema,
  phone: phoneSchema.optional(),
  country: countrySchema,
  language: languageSchema.optional(),
  fraudType: fraudTypeSchema,
  amountLost: amountSchema,
  description: text()
    .trim()
    .max(5000, { message: 'The description can be at most 5,000 characters' })
    .optional(),
});
export const createLawyerClientResponseSchema = z.object({
  client: lawyerClientRowSchema,
  case: lawyerCaseSchema,
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
  totalRecovered: z.number(),
  currency: z.string(),
  /** D3: completed with recovery > 0 over completed + closed, 0–100; null with none finished. */
  successRate: z.number().nullable(),
  newLeads: z.number(),
  urgentTasks: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      title: z.string(),
      clientName: z.string(),
      dueDate: z.string().nullable(),
    }),
  ),
  recentActivity: z.array(activitySchema),
});

// ── manager workspace ──

export const managerDashboardQuerySchema = pageQuerySchema;

const performanceFields = {
  casesAssigned: z.number(),
  recoveredAmount: z.number(),
};
export const teamMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  country: z.string().nullable(),
  language: languageSchema,
  status: z.enum(USER_STATUSES),
  deskId: z.string().nullable(),
  ...performanceFields,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const managerCaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  clientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fraudType: fraudTypeSchema,
  claimAmount: z.number(),
  currency: z.string(),
  assignedLawyerId: z.string().nullable(),
  assignedLawyerName: z.string().nullable(),
  status: z.enum(PHASES),
  priority: z.enum(PRIORITIES),
  recoveredAmount: z.number(),
  createdAt: z.string(),
});

export const lawyerPerformanceSchema = z.object({
  lawyerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  caseCount: z.number(),
  recoveredAmount: z.number(),
  /** D3; null when none of their cases is completed or closed. */
  successRate: z.number().nullable(),
  /** Opening to completion, from the timeline, over successful cases; null when none. */
  averageRecoveryDays: z.number().nullable(),
});

export const managerDashboardSchema = z.object({
  user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  desk: z
    .object({ id: z.string(), name: z.string(), description: z.string(), countries: z.array(z.string()) })
    .nullable(),
  stats: z.object({
    totalCases: z.number(),
    activeCases: z.number(),
    totalRecovered: z.number(),
    teamSize: z.number(),
  }),
  currency: z.string(),
  /** The desk's cases, most recent first: one page of `stats.totalCases`. */
  cases: z.array(managerCaseSchema),
  page: z.number(),
  limit: z.number(),
  teamMembers: z.array(teamMemberSchema),
  performance: z.array(lawyerPerformanceSchema),
});

export const assignCaseRequestSchema = z.object({
  lawyerId: z.uuid({ message: 'Choose a lawyer' }),
});
export const assignedCaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  status: z.enum(PHASES),
  deskId: z.string().nullable(),
  assignedLawyerId: z.string().nullable(),
  assignedLawyerName: z.string().nullable(),
});

export const createTeamMemberRequestSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailAddressSchema,
  role: z.enum(['lawyer', 'manager'], { message: 'Choose lawyer or manager' }),
  country: countrySchema,
  language: languageSchema.optional(),
});
export const createTeamMemberResponseSchema = z.object({ member: teamMemberSchema });
