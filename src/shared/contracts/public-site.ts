import { z } from 'zod';
import { LANGUAGES } from '../domain/languages';
import { text } from './text';

/**
 * What the public site reads (issue 4). Everything here is public by design: aggregate figures,
 * the firm's own published identity, content the firm chose to publish, and staff who opted in.
 * No personal data of clients ever appears in these answers.
 */

/**
 * GET /api/public/stats (D5): live figures from records. A figure is null (or an empty list)
 * until enough records back it; the thresholds are firm settings (publicStatsMinCases,
 * publicStatsMinRatings). The page shows only the figures that are present.
 */
export const publicStatsSchema = z.object({
  /** Cases the firm has worked on: every case past the free analysis (phase other than `new`). */
  casesHandled: z.number().int().nullable(),
  /** Money recovered for clients (gross, before our fee), per currency with enough cases behind it. */
  recovered: z.array(z.object({ currency: z.string(), amountCents: z.number().int() })),
  /** Distinct countries of clients whose cases were handled. */
  countriesServed: z.number().int().nullable(),
  /** Average of the 1–5 ratings clients gave at completion, with how many ratings back it. */
  averageRating: z.object({ value: z.number(), count: z.number().int() }).nullable(),
  /** Median minutes from a case being opened to the first action or message by the firm. */
  medianFirstResponseMinutes: z.number().nullable(),
  /** When these figures were computed (they are cached briefly). */
  computedAt: z.string(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

const barRegistrationSchema = z.object({
  /** e.g. "Nederlandse Orde van Advocaten" or "Rechtsanwaltskammer Berlin". */
  authority: text().trim().min(1, { message: 'Name the bar or authority' }).max(200),
  number: text().trim().min(1, { message: 'Enter the registration number' }).max(100),
});

/** A bare host name such as recourse-law.eu (no scheme, no path). */
const domainSchema = text()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    message: 'Enter a domain name such as example-law.com, without https:// or a path',
  });

/**
 * The firm's published identity: shown on /verify, in the legal pages and the footer, so a
 * client can check they are dealing with the real firm (issue 4 item 4). Empty strings and
 * lists mean "not published yet"; the pages then say so instead of inventing a value.
 */
export const firmProfileSchema = z.object({
  legalName: text().trim().max(200),
  address: text().trim().max(500),
  email: z.union([z.literal(''), z.email({ message: 'Enter a valid email address' }).max(254)]),
  phone: text().trim().max(40),
  companyRegistration: text().trim().max(100),
  vatNumber: text().trim().max(50),
  barRegistrations: z.array(barRegistrationSchema).max(20),
  officialDomains: z.array(domainSchema).max(10),
  /** The professional body that supervises the firm (for the legal notice). */
  supervisoryAuthority: text().trim().max(300),
});
export type FirmProfile = z.infer<typeof firmProfileSchema>;

export const EMPTY_FIRM_PROFILE: FirmProfile = {
  legalName: '',
  address: '',
  email: '',
  phone: '',
  companyRegistration: '',
  vatNumber: '',
  barRegistrations: [],
  officialDomains: [],
  supervisoryAuthority: '',
};

/**
 * Content the firm provides per language (D20): testimonials given with consent and press
 * mentions with links. Read from files in CONTENT_DIR/<language>/; none ships with the product.
 */
export const testimonialSchema = z.object({
  quote: text().trim().min(1).max(1000),
  /** As the person agreed to be named, e.g. "Anna K., Rotterdam". */
  attribution: text().trim().min(1).max(120),
  /** ISO date the testimonial was given. */
  date: z.iso.date().optional(),
  /** The firm records that the person agreed to publication; entries without it are not shown. */
  consent: z.literal(true),
});
export const pressMentionSchema = z.object({
  outlet: text().trim().min(1).max(120),
  title: text().trim().min(1).max(300),
  url: z.url({ protocol: /^https$/ }),
  date: z.iso.date().optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export type PressMention = z.infer<typeof pressMentionSchema>;

/** GET /api/public/content?lang=xx: the language whose files are read (no fallback to another). */
export const publicContentQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { message: `Choose one of: ${LANGUAGES.join(', ')}` }),
});

/** GET /api/public/content?lang=xx */
export const publicContentResponseSchema = z.object({
  testimonials: z.array(testimonialSchema),
  press: z.array(pressMentionSchema),
});
export type PublicContent = z.infer<typeof publicContentResponseSchema>;

/** GET /api/public/team: lawyers and managers who chose to appear on the public site. */
export const publicTeamMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['lawyer', 'manager']),
  bio: z.string().nullable(),
});
export const publicTeamResponseSchema = z.object({ members: z.array(publicTeamMemberSchema) });
export type PublicTeamMember = z.infer<typeof publicTeamMemberSchema>;

/** PUT /api/staff/public-profile: a lawyer or manager opts in or out of the public team list. */
export const updatePublicProfileSchema = z.object({
  visible: z.boolean({ message: 'Say whether your profile is public' }),
  bio: text()
    .trim()
    .max(600, { message: 'The short biography can be at most 600 characters' })
    .optional()
    .transform((v) => (v ? v : null)),
});

/** The answer to PUT /api/staff/public-profile: the entry as the team page shows it, and whether it does. */
export const publicProfileResponseSchema = z.object({
  visible: z.boolean(),
  member: publicTeamMemberSchema,
});
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

/** POST /api/client/cases/{caseId}/rating: the client rates a completed case once. */
export const rateCaseSchema = z.object({
  rating: z
    .number({ message: 'Choose a rating from 1 to 5' })
    .int({ message: 'Choose a rating from 1 to 5' })
    .min(1, { message: 'Choose a rating from 1 to 5' })
    .max(5, { message: 'Choose a rating from 1 to 5' }),
  /** Optional words to the firm with the rating; an empty comment is none. */
  comment: text({ message: 'Write the comment as text' })
    .trim()
    .max(2000, { message: 'Keep the comment under 2,000 characters' })
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** The answer to POST /api/client/cases/{caseId}/rating. */
export const caseRatingSchema = z.object({
  caseId: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  ratedAt: z.string(),
});
export type CaseRating = z.infer<typeof caseRatingSchema>;
