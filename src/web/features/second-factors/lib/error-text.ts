import { ApiError, NETWORK_ERROR } from '@web/lib/api-client';

type Translate = (key: string) => string;

/**
 * What to show under a code form when the server refused: its own message (D29: already in the
 * reader's language), the field's message for a malformed code, or our words when there was none.
 */
export function stepErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('secondFactors:errors.failed');
  if (error.code === NETWORK_ERROR) return t('secondFactors:errors.network');
  const field = error.fields?.code;
  if (field) return field;
  return error.message.trim() !== '' ? error.message : t('secondFactors:errors.failed');
}
