import { ApiError, NETWORK_ERROR } from '@web/lib/api-client';

/** Codes whose meaning we can say in the reader's language when the server's text is English. */
const TRANSLATED_CODES = ['invalid_credentials', 'account_disabled', 'rate_limited'] as const;

type Translate = (key: string) => string;

/**
 * The description of a 'Login Failed' toast (spec §8): the server's message, or the page's own
 * fallback when there is none. The server writes English, so for a reader of another language a
 * known code is described in their language instead (same meaning, no mixed-language screen).
 */
export function loginErrorMessage(
  error: unknown,
  language: string,
  t: Translate,
  fallbackKey: string,
): string {
  if (!(error instanceof ApiError)) return t(fallbackKey);
  if (error.code === NETWORK_ERROR) return t('auth:errors.network');

  const known = TRANSLATED_CODES.find((code) => code === error.code);
  if (known && language !== 'en') return t(`auth:errors.${known}`);
  return error.message.trim() !== '' ? error.message : t(fallbackKey);
}
