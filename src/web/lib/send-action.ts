import { ApiError } from './api-client';
import { notify } from './notify';

/**
 * Sends one action to the API (a confirmation, a dialog with a single field). When the server
 * refuses (ApiError), `refused` lets the dialog show it as well, then a toast says what failed, the
 * server's words first; anything else is a bug: rethrown. sendForm is the same for a form's fields.
 */
export async function sendAction(
  send: () => Promise<void>,
  failure: { title: string; fallback: string },
  refused?: (error: ApiError) => void,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    refused?.(error);
    notify.error(failure.title, { description: error.message || failure.fallback });
  }
}
