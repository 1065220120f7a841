import type { ErrorBody } from '@shared/domain/errors';
import { type PartialStage, SIGN_IN_STEP_PAGE } from '@shared/domain/sign-in';

/** A failed API call. `message` is the server's text, safe to show; empty when there was none. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds from a Retry-After header (429), when the server sent one. */
    readonly retryAfterSeconds?: number,
    /** Data the server sent to act on the refusal (e.g. D39's open cases); each screen checks its shape. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Status 0: the request never got an answer (offline, server down). */
export const NETWORK_ERROR = 'network_error';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of a money-moving POST. */
  headers?: Record<string, string>;
};

/**
 * D27 step-up: asks the person to confirm it is them (the dialog in features/reauth registers
 * itself here, so this file, on the landing page's first load, carries no dialog). Resolves
 * true once the server accepted the check, false when the person cancelled.
 */
export type IdentityCheck = () => Promise<boolean>;
let identityCheck: IdentityCheck | undefined;
/** One question at a time: requests refused together wait for the same answer. */
let pendingCheck: Promise<boolean> | undefined;

/** Registers the dialog that answers `reauthentication_required`; returns its unregistration. */
export function setIdentityCheck(check: IdentityCheck): () => void {
  identityCheck = check;
  return () => {
    if (identityCheck === check) identityCheck = undefined;
  };
}

function confirmIdentity(check: IdentityCheck): Promise<boolean> {
  pendingCheck ??= check().finally(() => {
    pendingCheck = undefined;
  });
  return pendingCheck;
}

export const REAUTHENTICATION_REQUIRED = 'reauthentication_required';

/** D27: where a partial session is sent when an API call says its sign-in step is missing. */
const STEP_OF_CODE: Record<string, PartialStage> = {
  second_factor_required: 'second_factor',
  second_factor_enrolment_required: 'enrolment',
};

/**
 * The one way the SPA talks to the API: same origin, the session cookie only (D8: no token is
 * ever stored in the browser), JSON in and out. Throws ApiError for every failure.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await sendRequest<T>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const step = STEP_OF_CODE[error.code];
    if (step && typeof window !== 'undefined' && window.location.pathname !== SIGN_IN_STEP_PAGE[step]) {
      window.location.assign(SIGN_IN_STEP_PAGE[step]);
    }
    // D27: the change needs a fresh check; once the person confirmed, the same request goes
    // again (once), so the screen carries on as if nothing had happened. Cancelled: its error.
    if (error.code === REAUTHENTICATION_REQUIRED && identityCheck && (await confirmIdentity(identityCheck))) {
      return sendRequest<T>(path, options);
    }
    throw error;
  }
}

async function sendRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // D29, D119: the API words its messages in the language on screen. Sent as its own header
  // (it outranks the saved language on the server) and as Accept-Language for anything else.
  const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (pageLanguage) {
    headers['X-Screen-Language'] = pageLanguage;
    headers['Accept-Language'] = pageLanguage;
  }
  // Only a request with a body declares one; a bodiless POST with a JSON type is a 400 in Fastify.
  // A form (a file upload) is sent as it is: the browser writes its multipart type and boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined || isForm ? (body as FormData | undefined) : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR, '');
  }

  const payload = await readJson(response);
  if (response.ok) return payload as T;

  const failure = asErrorBody(payload)?.error;
  const retryAfter = Number(response.headers.get('Retry-After'));
  throw new ApiError(
    response.status,
    failure?.code ?? 'http_error',
    failure?.message ?? '',
    failure?.fields,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    failure?.details,
  );
}

/**
 * Checks the shape by hand rather than with the shared zod schema: this file is on the landing
 * page's first load, and zod alone would more than double it.
 */
function asErrorBody(payload: unknown): ErrorBody | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const error = (payload as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, fields, details } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  const isFieldMap =
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((v) => typeof v === 'string');
  const isDetails = typeof details === 'object' && details !== null && !Array.isArray(details);
  return {
    error: {
      code,
      message,
      fields: isFieldMap ? (fields as Record<string, string>) : undefined,
      details: isDetails ? (details as Record<string, unknown>) : undefined,
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * 401s that come from a signed-in person: a wrong password or code, a sign-in step still to
 * take, a change that needs a fresh check (D27). Only other 401s mean "not signed in".
 */
const SIGNED_IN_REFUSALS = new Set([
  'invalid_credentials',
  REAUTHENTICATION_REQUIRED,
  'second_factor_required',
  'second_factor_enrolment_required',
]);

/** The session is gone (or never was): the screen should sign in again. */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && !SIGNED_IN_REFUSALS.has(error.code);
}
