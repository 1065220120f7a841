import { ApiError } from './api-client';
import { notify } from './notify';

type FieldErrors = Record<string, string>;

/**
 * Sends a form to the API. When the server refuses (ApiError), each field's message goes under its
 * input and a toast says what failed, the server's words first; anything else is a bug: rethrown.
 */
export async function sendForm(
  send: () => Promise<void>,
  setErrors: (errors: FieldErrors) => void,
  failure: { title: string; fallback: string },
): Promise<void> {
  setErrors({});
  try {
    await send();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    setErrors(error.fields ?? {});
    notify.error(failure.title, { description: error.message || failure.fallback });
  }
}
