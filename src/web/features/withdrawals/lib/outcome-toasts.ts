import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';

/**
 * The toasts after a client's change (remove an account, cancel a request): the success, or the
 * failure with the server's reason, which is written for the client, else `fallback`.
 */
export function outcomeToasts(texts: { success: string; failure: string; fallback: string }) {
  return {
    onSuccess: () => notify.success(texts.success),
    onError: (error: Error) =>
      notify.error(texts.failure, {
        description: error instanceof ApiError && error.message ? error.message : texts.fallback,
      }),
  };
}
