import type { RegisterRequest, RegisterResponse } from '@shared/contracts/public-site-registration';
import type * as ApiClient from '@web/lib/api-client';

/** The form's fields, named as in POST /api/register (spec §3). */
export const ASSESSMENT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'fraudType',
  'amountLost',
  'description',
  'policeReportRef',
  'website',
] as const;
export type AssessmentField = (typeof ASSESSMENT_FIELDS)[number];

/** D18: what the server requires; phone and description are optional. */
export const REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'country',
  'fraudType',
  'amountLost',
] as const;

export type AssessmentValues = Record<AssessmentField, string>;

export function readAssessment(data: FormData): AssessmentValues {
  return Object.fromEntries(
    ASSESSMENT_FIELDS.map((field) => {
      const value = data.get(field);
      return [field, typeof value === 'string' ? value.trim() : ''];
    }),
  ) as AssessmentValues;
}

/** Field → key of the message in public.json (form.errors.*), in the reader's language. */
export type FieldErrorKeys = Partial<Record<AssessmentField, string>>;

export type AssessmentOutcome =
  | { ok: true; token: string; clientData: RegisterResponse['clientData'] }
  | { ok: false; fields: FieldErrorKeys; messageKey: string };

const LENGTH_LIMITED: AssessmentField[] = ['description', 'policeReportRef'];

/**
 * The translated message for a field the schema or the server refused. The server's own words
 * are English; the field tells us which sentence to show in the reader's language.
 */
export function errorKeyFor(field: AssessmentField, serverMessage = ''): string {
  if (field === 'amountLost' && /too large/i.test(serverMessage)) return 'form.errors.amountTooLarge';
  if (field === 'website') return 'form.errors.honeypot';
  if (LENGTH_LIMITED.includes(field)) return 'form.errors.tooLong';
  return `form.errors.${field}`;
}

function isField(name: string): name is AssessmentField {
  return (ASSESSMENT_FIELDS as readonly string[]).includes(name);
}

/**
 * Checks with the shared schema, then registers. The schema (and zod with it) and the API client
 * load only when someone submits, so they are not part of the landing page's first load.
 */
export async function submitAssessment(
  values: AssessmentValues & { language: string },
): Promise<AssessmentOutcome> {
  const [{ registerRequestSchema }, api] = await Promise.all([
    import('@shared/contracts/public-site-registration'),
    import('@web/lib/api-client'),
  ]);
  const body = { ...values, website: values.website || undefined };
  const parsed = registerRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fields: FieldErrorKeys = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (isField(name) && !fields[name]) fields[name] = errorKeyFor(name, issue.message);
    }
    return { ok: false, fields, messageKey: 'form.toasts.failed' };
  }

  try {
    const response = await api.apiRequest<RegisterResponse>('/api/register', {
      method: 'POST',
      // Sent as typed (the schema accepted it above); the server applies the same schema.
      body: body as RegisterRequest,
    });
    return { ok: true, token: response.token, clientData: response.clientData };
  } catch (error) {
    return failureOf(error, api);
  }
}

function failureOf(error: unknown, api: typeof ApiClient): AssessmentOutcome & { ok: false } {
  if (!(error instanceof api.ApiError)) return { ok: false, fields: {}, messageKey: 'form.toasts.failed' };
  if (error.status === 409 && error.fields?.email) {
    return { ok: false, fields: { email: 'form.errors.emailTaken' }, messageKey: 'form.toasts.emailTaken' };
  }
  if (error.status === 429) return { ok: false, fields: {}, messageKey: 'form.toasts.rateLimited' };
  if (error.code === api.NETWORK_ERROR) return { ok: false, fields: {}, messageKey: 'form.toasts.network' };
  const fields: FieldErrorKeys = {};
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if (isField(name)) fields[name] = errorKeyFor(name, message);
  }
  return { ok: false, fields, messageKey: 'form.toasts.failed' };
}
