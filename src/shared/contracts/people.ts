import { z } from 'zod';
import { fraudTypeSchema } from '../domain/intake-schemas';
import { countryCodeSchema } from '../domain/iso-countries';
import { languageSchema } from '../domain/language-schema';
import { newPasswordSchema } from '../domain/password-policy';
import { PHASES } from '../domain/phases';
import { ROLES, roleSchema, USER_STATUSES, userStatusSchema } from '../domain/roles';
import { sessionSchema } from './auth';
import { caseLabelShape } from './case-heads';
import { countrySchema, currencyQuerySchema as currencyQuery, searchSchema } from './common';
import { pendingContactChangeSchema } from './contact-changes';
import { moneyShape, nullableMoneyShape } from './money-fields';
import { cappedPageInfo, cursorQuery, nextCursorInfo, pageQuerySchema, withinCountCap } from './pagination';
import { emailAddressSchema, PHONE_PATTERN, personNameSchema } from './person-fields';
import { text } from './text';

const searchQuery = searchSchema.optional();
const staffName = (label: string) => personNameSchema(label, `${label} can be at most 100 characters`);

// ── users ──

export const adminUserListQuerySchema = pageQuerySchema
  .extend({
    q: searchQuery,
    /** D121: the `nextCursor` of the page before; takes the place of `page`. */
    cursor: cursorQuery,
    /** The spec's role filter also sends "all". */
    role: z.enum([...ROLES, 'all'], { message: `Choose one of: all, ${ROLES.join(', ')}` }).optional(),
    status: userStatusSchema.optional(),
    currency: currencyQuery,
  })
  .refine(...withinCountCap);

/**
 * A person as the admin console shows them (spec §3 "User (admin view)"). Performance figures are
 * derived from cases and the ledger (D7) in `currency`; null where they do not apply to the role:
 * lossAmount, recoveredAmount, availableBalance for clients; totalRecovered for lawyers;
 * totalCases for clients (their cases) and lawyers (cases assigned to them).
 */
/**
 * D27: what a person has set up as a second factor, as the users table shows it. `required`:
 * they may not use the firm's screens without one (staff always; clients when the firm asks it),
 * so a person with none and `required` is taken to enrolment at their next sign-in.
 */
export const adminUserSecondFactorSchema = z.object({
  totp: z.boolean(),
  passkeys: z.number().int(),
  required: z.boolean(),
});
export type AdminUserSecondFactor = z.infer<typeof adminUserSecondFactorSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  username: z.string(),
  country: z.string().nullable(),
  deskId: z.string().nullable(),
  desk: z.object({ id: z.string(), name: z.string() }).nullable(),
  role: roleSchema,
  status: userStatusSchema,
  banReason: z.string().nullable(),
  joinDate: z.string(),
  lastActive: z.string().nullable(),
  language: languageSchema,
  managerId: z.string().nullable(),
  /** The lawyer of the client's most recent case. */
  assignedLawyerId: z.string().nullable(),
  /** That lawyer's name (a client's; null for others or while the case is unassigned). */
  assignedLawyerName: z.string().nullable(),
  /** The desk of the client's most recent case (clients belong to no desk themselves). */
  caseDesk: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** False for an invited person who has not set a password yet (D11). */
  hasPassword: z.boolean(),
  secondFactor: adminUserSecondFactorSchema,
  currency: z.string(),
  ...nullableMoneyShape('lossAmount'),
  ...nullableMoneyShape('recoveredAmount'),
  ...nullableMoneyShape('availableBalance'),
  totalCases: z.number().nullable(),
  ...nullableMoneyShape('totalRecovered'),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  ...cappedPageInfo,
  ...nextCursorInfo,
});

const nameField = (label: string) => personNameSchema(label, `${label} must be at most 100 characters`);
const usernameField = text({ message: 'Username is required' })
  .trim()
  .regex(/^[A-Za-z0-9._@-]{3,50}$/, { message: 'Username must be 3–50 letters, digits or . _ - @' });
/** D18: optional everywhere, checked when given. */
const phoneField = text().trim().regex(PHONE_PATTERN, {
  message: 'Enter a phone number: digits, spaces, an optional leading +',
});
/** The spec's registration form also offers "other" as a country. */
const userCountryField = z.union([z.literal('other'), countryCodeSchema], {
  message: 'Use a two-letter ISO country code, such as DE or US',
});
const deskIdField = z.uuid({ message: 'Choose a desk from the list' }).nullable();

/** D39: the open cases of a lawyer leaving a desk go to its queue (no lawyer) or to a lawyer of it. */
export const OPEN_CASES_TO_QUEUE = 'queue';
const openCasesToField = z.union([z.literal(OPEN_CASES_TO_QUEUE), z.uuid()], {
  message: 'Choose a lawyer of the desk they leave, or its queue',
});

/** The 409 of a desk move that does not say who takes the open cases: `error.details` (D39). */
export const deskMoveOpenCasesSchema = z.object({
  /** The desk being left, and its active lawyers who may take the cases over. */
  desk: z.object({ id: z.string(), name: z.string() }),
  lawyers: z.array(z.object({ id: z.string(), name: z.string() })),
  openCases: z.array(z.object(caseLabelShape)),
});
export type DeskMoveOpenCases = z.infer<typeof deskMoveOpenCasesSchema>;

export const createUserRequestSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailAddressSchema,
  username: usernameField,
  /** Without one the person gets an invitation link to set it (D11): never a default password. */
  password: newPasswordSchema.optional(),
  role: roleSchema.default('client'),
  /** Only lawyers and managers belong to a desk. */
  deskId: deskIdField.optional(),
  country: userCountryField.optional(),
  language: languageSchema.optional(),
  phone: phoneField.optional(),
});

export const updateUserRequestSchema = z
  .object({
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    email: emailAddressSchema,
    phone: phoneField.nullable(),
    username: usernameField,
    country: userCountryField.nullable(),
    language: languageSchema,
    deskId: deskIdField,
    /** Only between staff roles (lawyer, manager, admin). */
    role: roleSchema,
    /** D39: needed when a lawyer with open cases leaves their desk. */
    openCasesTo: openCasesToField,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one field to change' });

export const userMutationSchema = z.object({ message: z.string(), user: adminUserSchema });
export const createUserResponseSchema = userMutationSchema.extend({
  /** True when an invitation email with a set-password link was queued. */
  invitationSent: z.boolean(),
});

export const resetPasswordRequestSchema = z.object({
  newPassword: text({ message: 'Enter the new password' }).pipe(newPasswordSchema),
});
export const banRequestSchema = z.object({
  reason: text({ message: 'Give a reason for the ban' })
    .trim()
    .min(1, { message: 'Give a reason for the ban' })
    .max(500, { message: 'Keep the reason under 500 characters' }),
});
/** Issue 18: an admin resets another person's second factors, saying why (kept in the audit trail). */
export const RESET_FACTORS_REASON_MIN = 10;
export const RESET_FACTORS_REASON_MAX = 500;
export const resetFactorsRequestSchema = z.object({
  reason: text({ message: 'Give a reason for the reset' })
    .trim()
    .min(RESET_FACTORS_REASON_MIN, {
      message: `Give a reason of at least ${RESET_FACTORS_REASON_MIN} characters`,
    })
    .max(RESET_FACTORS_REASON_MAX, {
      message: `Keep the reason to ${RESET_FACTORS_REASON_MAX} characters at most`,
    }),
});

// ── assignments (D22) ──

const pick = (message: string) => z.uuid({ message });
export const assignClientRequestSchema = z.object({
  clientId: pick('Choose a client'),
  lawyerId: pick('Please select a user to assign to'),
});
export const assignClientToManagerRequestSchema = z.object({
  clientId: pick('Choose a client'),
  managerId: pick('Please select a user to assign to'),
});
export const assignLawyerRequestSchema = z.object({
  lawyerId: pick('Choose a lawyer'),
  managerId: pick('Please select a user to assign to'),
  /** D39: needed when joining the manager's desk takes a lawyer with open cases off theirs. */
  openCasesTo: openCasesToField.optional(),
});
export const assignmentRequestSchema = z.object({
  userId: pick('Choose the user to assign'),
  assigneeId: pick('Please select a user to assign to'),
  userRole: roleSchema,
  assigneeRole: roleSchema,
  openCasesTo: openCasesToField.optional(),
});

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
  /** Null until their first sign-in: an invited colleague (shared/domain/account-status.ts). */
  lastActive: z.string().nullable(),
  deskId: z.string().nullable(),
});
/** A colleague of a desk's team; their figures are the dashboard's `performance` (D25). */
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const createTeamMemberRequestSchema = z.object({
  firstName: staffName('First name'),
  lastName: staffName('Last name'),
  email: emailAddressSchema,
  role: z.enum(['lawyer', 'manager'], { message: 'Choose lawyer or manager' }),
  country: countrySchema,
  language: languageSchema.optional(),
});
export const createTeamMemberResponseSchema = z.object({ member: teamMemberSchema });

/**
 * GET /api/admin/users/:id — the admin's "view" panel for one person (issue 7 §3): their profile as
 * the users table shows it, their cases, their open sessions and the audit trail about them. Each
 * list is the newest few with the true total, so the panel stays small for someone with a long history.
 */
export const ADMIN_USER_DETAIL_LIMIT = 20;

export const adminUserCaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string().nullable(),
  fraudType: fraudTypeSchema,
  phase: z.enum(PHASES),
  /** How this person relates to the case: its client, or its assigned lawyer. */
  relation: z.enum(['client', 'lawyer']),
  clientName: z.string(),
  lawyerName: z.string().nullable(),
  currency: z.string(),
  ...moneyShape('amountLost'),
  /** Derived from the ledger (D7), net of reversals. */
  ...moneyShape('recoveredAmount'),
  createdAt: z.string(),
});

/** A session that would still let the person in (the admin's person detail). */
export const adminUserSessionSchema = sessionSchema;

export const adminUserAuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  /** 'subject': something done to this person; 'actor': something this person did. */
  relation: z.enum(['subject', 'actor']),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  /** The acting person's name now (null for the system or a deleted account). */
  actorName: z.string().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
});

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  cases: z.array(adminUserCaseSchema),
  casesTotal: z.number(),
  sessions: z.array(adminUserSessionSchema),
  audit: z.array(adminUserAuditEntrySchema),
  auditTotal: z.number(),
  /** D34: a client's email or phone change that staff proposed, waiting for the client. */
  pendingContactChanges: z.array(pendingContactChangeSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
