import { z } from 'zod';
import { DURATION_UNITS } from '../domain/firm-settings';
import { fraudTypeSchema } from '../domain/intake-schemas';
import { LANGUAGES } from '../domain/languages';
import { amountSchema, MAX_AMOUNT_CENTS, toCents } from '../domain/money';
import { PHASE_ALIASES, PHASES, PRIORITIES } from '../domain/phases';
import { STEP_PHASES, STEP_STATUSES } from '../domain/recovery-steps';
import { roleSchema } from '../domain/roles';
import { caseHeadShape } from './case-heads';
import { pendingContactChangeSchema } from './contact-changes';
import { moneyShape, moneyShapes } from './money-fields';
import { pageInfo } from './pagination';
import { lawyerClientSchema as staffLawyerClientSchema } from './people-clients';
import { text } from './text';

export { caseParamsSchema } from './ledger';

const phaseInput = z.preprocess(
  (value) => (typeof value === 'string' && value in PHASE_ALIASES ? PHASE_ALIASES[value] : value),
  z.enum(PHASES, { message: `Choose a phase: ${PHASES.join(', ')}` }),
);
const isoDate = z.iso.date({ message: 'Enter a date as YYYY-MM-DD' });

// ── requests ──

/** PUT /api/cases/{id}/phase: any phase may be chosen (spec §4); `legal-action` means legal (D9). */
export const updatePhaseRequestSchema = z.object({
  phase: phaseInput,
  notes: text().trim().max(2000, { message: 'Keep the notes under 2,000 characters' }).optional(),
});

/** PUT /api/cases/{id}: the case team's working fields. null clears next action or due date. */
export const updateCaseRequestSchema = z
  .object({
    title: text().trim().min(3, { message: 'Enter a title of at least 3 characters' }).max(200),
    priority: z.enum(PRIORITIES, { message: `Choose a priority: ${PRIORITIES.join(', ')}` }),
    nextAction: text().trim().max(500, { message: 'Keep the next action under 500 characters' }).nullable(),
    dueDate: isoDate.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change' });

export const clientNoteRequestSchema = z.object({
  caseId: z.uuid({ message: 'Not a valid case id' }).optional(),
  body: text()
    .trim()
    .min(1, { message: 'Write your note first' })
    .max(5000, { message: 'Keep the note under 5,000 characters' }),
});

/** An amount that may be zero (a balance), in major units with at most two decimals. */
const balanceSchema = z.union([z.number(), text()]).transform((value, ctx) => {
  const typed = typeof value === 'number' ? String(value) : value.trim();
  if (/^0+(\.0{1,2})?$/.test(typed)) return 0;
  const cents = toCents(value);
  if (cents === null || cents > MAX_AMOUNT_CENTS) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount of 0 or more with at most two decimals' });
    return z.NEVER;
  }
  return cents;
});
const name = (what: string) =>
  text()
    .trim()
    .min(1, { message: `${what} is required` })
    .max(100, { message: `${what} is too long` });
/** D18: phone optional, checked when given; an empty value clears it. */
const phoneSchema = z
  .union([text(), z.null()])
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || (/^\+?[\d\s().-]+$/.test(v) && /^(\D*\d){6,15}\D*$/.test(v)), {
    message: 'Enter a phone number with 6 to 15 digits, e.g. +31 20 123 4567',
  });

/**
 * PUT /api/lawyer/clients/{id} and PUT /api/manager/clients/{id} (spec §7). Personal fields and
 * lossAmount (the claim) are saved; recoveredAmount and availableBalance are accepted only when
 * they equal the ledger's figures (D7): funds are recorded as recoveries, never typed in.
 * `caseId` picks the case whose loss is meant (default: the client's most recent in scope).
 */
export const updateClientRequestSchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: text()
      .trim()
      .pipe(z.email({ message: 'Enter a valid email address' })),
    phone: phoneSchema,
    lossAmount: amountSchema,
    recoveredAmount: balanceSchema,
    availableBalance: balanceSchema,
    caseId: z.uuid({ message: 'Not a valid case id' }),
  })
  .partial()
  .refine((v) => Object.keys(v).some((k) => k !== 'caseId'), {
    message: 'Send at least one field to change',
  });
export type UpdateClientRequest = z.output<typeof updateClientRequestSchema>;

// ── responses ──

const estimateSchema = z.object({ min: z.number(), max: z.number(), unit: z.enum(DURATION_UNITS) });

export const recoveryStepSchema = z.object({
  id: z.enum(STEP_PHASES),
  titleKey: z.string(),
  descriptionKey: z.string(),
  status: z.enum(STEP_STATUSES),
  progress: z.number().int().min(0).max(100),
  reached: z.boolean(),
  estimatedTime: estimateSchema.nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});

const personSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

/** A case as its client and its team see it; amounts derived from the ledger (D7). */
export const caseDetailSchema = z.object({
  ...caseHeadShape,
  phase: z.enum(PHASES),
  /** D1: from the phase and its timeline, never a fixed figure. */
  progress: z.number().int().min(0).max(100),
  currency: z.string(),
  feeRateBps: z.number().int(),
  ...moneyShapes('amountLost', 'recoveredAmount', 'feeAmount', 'clientShareAmount'),
  lawyer: personSchema.nullable(),
  desk: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The client's acceptance of the fee agreement; null until then (the case cannot leave `new`). */
  feeAgreement: z.object({ acceptedAt: z.string(), version: z.string() }).nullable(),
  /** The team's working fields; left out of the client's view. */
  priority: z.enum(PRIORITIES).optional(),
  nextAction: z.string().nullable().optional(),
  dueDate: z.string().nullable().optional(),
  phaseChangedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/**
 * GET /api/cases/{id}/team: who works on the case, as its client sees them. Active accounts
 * only; `language` is the one they use (the portal shows it as a language they speak). No email
 * or phone: the client reaches the team through the case's messages.
 */
const caseTeamMemberSchema = personSchema.extend({ role: roleSchema, language: z.enum(LANGUAGES) });
export const caseTeamSchema = z.object({
  lawyer: caseTeamMemberSchema.nullable(),
  managers: z.array(caseTeamMemberSchema),
});
export type CaseTeam = z.infer<typeof caseTeamSchema>;

/** Event particulars for the screen's own wording; an amount comes as `amount` (major units) and `amountCents`. */
const paramsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** `kind` names the event (server/db/schema/case-events.ts lists them); screens translate it. */
export const timelineEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  at: z.string(),
  actor: personSchema.extend({ role: roleSchema }).nullable(),
  fromPhase: z.enum(PHASES).nullable(),
  toPhase: z.enum(PHASES).nullable(),
  notes: z.string().nullable(),
  clientVisible: z.boolean(),
  params: paramsSchema,
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const timelineSchema = z.object({
  events: z.array(timelineEventSchema),
  ...pageInfo,
});

export const recoveryStepsResponseSchema = z.object({
  caseId: z.string().nullable(),
  phase: z.enum(PHASES).nullable(),
  progress: z.number().int().min(0).max(100).nullable(),
  recoverySteps: z.array(recoveryStepSchema),
});

export const activityItemSchema = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.string(),
  params: paramsSchema,
  status: z.enum(['success', 'info']),
});

const caseSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string().nullable(),
  fraudType: fraudTypeSchema,
  phase: z.enum(PHASES),
  progress: z.number().int().min(0).max(100),
  createdAt: z.string(),
});

/** GET /api/client/dashboard in the spec's shape (§3), every value from records (D1, D2). */
export const clientDashboardSchema = z.object({
  user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), hasPassword: z.boolean() }),
  /** The most recent case; null (with empty lists) for a client who has none. */
  case: z
    .object({
      id: z.string(),
      reference: z.string(),
      title: z.string().nullable(),
      fraudType: fraudTypeSchema,
      ...moneyShape('amountLost'),
      currency: z.string(),
      createdAt: z.string(),
      phase: z.enum(PHASES),
      progress: z.number().int().min(0).max(100),
      /** When the client accepted the fee agreement; null: not yet (the portal asks them to). */
      feeAgreementAcceptedAt: z.string().nullable(),
      /** The client's rating of the completed case; null until they give one. */
      rating: z
        .object({ rating: z.number().int(), comment: z.string().nullable(), ratedAt: z.string() })
        .nullable(),
    })
    .nullable(),
  recoverySteps: z.array(recoveryStepSchema),
  recentActivity: z.array(activityItemSchema),
  /** In `currency` (the shown case's), across the client's cases in that currency. */
  stats: z.object({
    currency: z.string(),
    ...moneyShapes('totalRecovered', 'feeAmount', 'totalAvailable', 'heldAmount', 'paidOutAmount'),
  }),
  cases: z.array(caseSummarySchema),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;

/**
 * The spec's "Lawyer client" (§3) as PUT /api/{lawyer,manager}/clients/{id} answers it: the
 * record the lawyer's client list shows, without the country, plus `caseId`. `totalCases` and
 * `totalRecovered` span the cases the caller may see; the loss, recovered and available figures
 * are for that one case (the one in the request, or the most recent), in its currency.
 */
export const caseClientSchema = staffLawyerClientSchema.omit({ country: true }).extend({
  caseId: z.string(),
  /** D34: email or phone changes staff proposed, waiting for the client to confirm them. */
  pendingContactChanges: z.array(pendingContactChangeSchema),
});
export type CaseClient = z.infer<typeof caseClientSchema>;
