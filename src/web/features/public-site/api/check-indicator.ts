import type {
  IndicatorCheckRequest,
  IndicatorCheckResponse,
} from '@shared/contracts/public-site-indicator-check';
import type * as ApiClient from '@web/lib/api-client';

/**
 * What the check shows: the answer, or a sentence for the field. The server's refusals (a text
 * that is no indicator, too many lookups) arrive worded in the language on screen (D29, D119),
 * so they are shown as they come; only failures without an answer use the page's own keys.
 */
export type CheckOutcome =
  | { ok: true; answer: IndicatorCheckResponse }
  | { ok: false; message: string }
  | { ok: false; messageKey: 'check.errors.network' | 'check.errors.failed' };

/**
 * POST /api/public/indicator-check with the text as typed: reading it (which needs the phone,
 * IBAN and address libraries) is the server's job, so none of them is on the page's first load.
 * The API client loads only when someone checks, like the assessment form's.
 */
export async function checkIndicator(value: string): Promise<CheckOutcome> {
  const api = await import('@web/lib/api-client');
  try {
    const body: IndicatorCheckRequest = { value };
    const answer = await api.apiRequest<IndicatorCheckResponse>('/api/public/indicator-check', {
      method: 'POST',
      body,
    });
    return { ok: true, answer };
  } catch (error) {
    return failureOf(error, api);
  }
}

export function failureOf(error: unknown, api: typeof ApiClient): CheckOutcome & { ok: false } {
  if (!(error instanceof api.ApiError)) return { ok: false, messageKey: 'check.errors.failed' };
  if (error.code === api.NETWORK_ERROR) return { ok: false, messageKey: 'check.errors.network' };
  const message = error.fields?.value ?? (error.status === 429 ? error.message : '');
  return message ? { ok: false, message } : { ok: false, messageKey: 'check.errors.failed' };
}
