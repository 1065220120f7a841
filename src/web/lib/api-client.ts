import type { ErrorBody } from '@shared/domain/errors';

/** A failed API call. `message` is the server's text, safe to show; empty when there was none. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds from a Retry-After header (429), when the server sent one. */
    readonly retryAfterSeconds?: number,
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
 * The one way the SPA talks to the API: same origin, the session cookie only (D8: no token is
 * ever stored in the browser), JSON in and out. Throws ApiError for every failure.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // Only a request with a body declares one; a bodiless POST with a JSON type is a 400 in Fastify.
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
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
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  const isFieldMap =
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((v) => typeof v === 'string');
  return { error: { code, message, fields: isFieldMap ? (fields as Record<string, string>) : undefined } };
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

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
