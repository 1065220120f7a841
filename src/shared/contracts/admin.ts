import { z } from 'zod';
import { countryCodeSchema } from '../domain/iso-countries';
import { languageSchema } from '../domain/language-schema';
import { CURRENCIES, DEFAULT_CURRENCY } from '../domain/money';
import { newPasswordSchema } from '../domain/password-policy';
import { phaseSchema, prioritySchema } from '../domain/phases';
import { ROLES, roleSchema, userStatusSchema } from '../domain/roles';
import { cappedPageInfo, pageInfo, pageQuery, withinCountCap } from './pagination';
import { emailAddressSchema, PHONE_PATTERN, personNameSchema } from './person-fields';
import { text } from './text';

/** Lists: server-side pages (D14), at most 100 rows at a time. */
export const pageQuerySchema = pageQuery({
  pageMin: 'Pages start at 1',
  limitMin: 'Ask for at least 1 row',
  limitMax: 'Ask for at most 100 rows at a time',
});

/** Figures are sums in one currency; a list or stats call names which (USD unless asked). */
const currencyQuery = z.enum(CURRENCIES).default(DEFAULT_CURRENCY);
/** Free-text search; "%" and "_" are taken literally. */
const searchQuery = text().trim().max(100, { message: 'Search with at most 100 characters' }).optional();

export const messageSchema = z.object({ message: z.string() });
export const adminIdParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid id' }) });

// ── users ──

export const adminUserListQuerySchema = pageQuerySchema
  .extend({
    q: searchQuery,
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
  /** False for an invited person who has not set a password yet (D11). */
  hasPassword: z.boolean(),
  currency: z.string(),
  lossAmount: z.number().nullable(),
  recoveredAmount: z.number().nullable(),
  availableBalance: z.number().nullable(),
  totalCases: z.number().nullable(),
  totalRecovered: z.number().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), ...cappedPageInfo });

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
});
export const assignmentRequestSchema = z.object({
  userId: pick('Choose the user to assign'),
  assigneeId: pick('Please select a user to assign to'),
  userRole: roleSchema,
  assigneeRole: roleSchema,
});

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

// ── stats and cases ──

export const adminStatsQuerySchema = z.object({ currency: currencyQuery });
export const adminStatsSchema = z.object({
  currency: z.string(),
  totalUsers: z.number(),
  /** % change of new users this calendar month (UTC) against last month; null when last month had none. */
  monthlyGrowth: z.number().nullable(),
  /** Fees earned from the ledger, net of reversals. */
  totalRevenue: z.number(),
  totalCases: z.number(),
  activeCases: z.number(),
  /** Converted leads as a % of all leads; null when there are no leads. */
  conversionRate: z.number().nullable(),
  pendingWithdrawals: z.object({ count: z.number(), amount: z.number() }),
  /** The last 12 calendar months (UTC), oldest first, from ledger postings by booking date. */
  revenueByMonth: z.array(z.object({ month: z.string(), revenue: z.number(), recovered: z.number() })),
});

export const adminCaseListQuerySchema = pageQuerySchema.extend({
  q: searchQuery,
  phase: phaseSchema.optional(),
  priority: prioritySchema.optional(),
  deskId: z.uuid({ message: 'Not a valid desk id' }).optional(),
  lawyerId: z.uuid({ message: 'Not a valid lawyer id' }).optional(),
});
export const adminCaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  fraudType: z.string(),
  phase: z.string(),
  priority: z.string(),
  deskId: z.string().nullable(),
  deskName: z.string().nullable(),
  lawyerId: z.string().nullable(),
  lawyerName: z.string().nullable(),
  currency: z.string(),
  amountLost: z.number(),
  recoveredAmount: z.number(),
  nextAction: z.string().nullable(),
  dueDate: z.string().nullable(),
  createdAt: z.string(),
  lastUpdate: z.string(),
});
export const adminCaseListSchema = z.object({ cases: z.array(adminCaseSchema), ...cappedPageInfo });

// ── system and outbox ──

/** The measurements the server takes, in its order; the console names each in every language. */
export const HEALTH_METRIC_KEYS = [
  'database_latency',
  'uptime',
  'memory_rss',
  'heap_used',
  'outbox_pending',
  'outbox_oldest_age',
  'error_rate',
  'load',
] as const;

export const healthMetricSchema = z.object({
  /** Stable identifier, e.g. "database_latency". */
  key: z.string(),
  name: z.string(),
  status: z.enum(['healthy', 'warning', 'critical']),
  value: z.number(),
  unit: z.string(),
  /** Against the previous measurement of this server process; "flat" the first time. */
  trend: z.enum(['up', 'down', 'flat']),
});
export type HealthMetric = z.infer<typeof healthMetricSchema>;
export const systemStatusSchema = z.object({
  measuredAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  metrics: z.array(healthMetricSchema),
});

export const outboxQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'sent', 'failed']).optional(),
});
export const outboxEmailSchema = z.object({
  id: z.string(),
  toEmail: z.string(),
  language: z.string(),
  template: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export const outboxListSchema = z.object({ emails: z.array(outboxEmailSchema), ...pageInfo });
