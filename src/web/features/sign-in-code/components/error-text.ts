import { ApiError, NETWORK_ERROR } from '@web/lib/api-client';

type Translate = (key: string) => string;

/**
 * What a failed request shows under its field: the server's message (D29: already in the
 * language on screen, e.g. "wait 12 minutes"), or this area's own words when there is none.
 */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.code === NETWORK_ERROR) return t('errors.network');
  if (error instanceof ApiError && error.message.trim() !== '') return error.message;
  return t('errors.failed');
}
