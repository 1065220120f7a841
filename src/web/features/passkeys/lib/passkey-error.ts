import { ApiError } from '@web/lib/api-client';
import type { TFunction } from 'i18next';

/**
 * What to tell a person whose passkey attempt did not work: the server's own words when it
 * refused (already in their language, D29); otherwise whether they cancelled the device's dialog
 * or the device could not help. The browser's own error texts are English and technical.
 */
export function passkeyErrorMessage(error: unknown, t: TFunction<'passkeys'>): string {
  if (error instanceof ApiError && error.message) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return t('errors.cancelled');
  if (name === 'InvalidStateError') return t('errors.alreadyAdded');
  return t('errors.failed');
}
