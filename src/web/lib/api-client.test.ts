import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NETWORK_ERROR } from './api-client';

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status, headers }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with the same-origin cookie only, and a content type only with a body', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/api/auth/login', { method: 'POST', body: { username: 'a', password: 'b' } });
    await apiRequest('/api/auth/logout', { method: 'POST' });

    const [withBody, withoutBody] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(withBody[1]).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"username":"a","password":"b"}',
    });
    expect(withBody[1].headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(withoutBody[1].headers).not.toHaveProperty('Content-Type');
    expect(withoutBody[1].body).toBeUndefined();
  });

  it('returns the parsed body, and nothing for 204', async () => {
    vi.stubGlobal('fetch', answer(200, { user: { id: '1' } }));
    expect(await apiRequest('/api/auth/me')).toEqual({ user: { id: '1' } });
    vi.stubGlobal('fetch', answer(204));
    expect(await apiRequest('/api/auth/logout', { method: 'POST' })).toBeUndefined();
  });

  it("throws the server's code, message and field errors", async () => {
    const body = {
      error: { code: 'validation_failed', message: 'Check the form', fields: { username: 'Required' } },
    };
    vi.stubGlobal('fetch', answer(400, body));
    const error = await failure(apiRequest('/api/auth/login', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Check the form' });
    expect(error.fields).toEqual({ username: 'Required' });
  });

  it('reads Retry-After on 429', async () => {
    const body = { error: { code: 'rate_limited', message: 'Too many attempts' } };
    vi.stubGlobal('fetch', answer(429, body, { 'Retry-After': '120' }));
    const error = await failure(apiRequest('/api/auth/login', { method: 'POST', body: {} }));
    expect(error.retryAfterSeconds).toBe(120);
  });

  it('gives an empty message when the failure body is not the API error shape', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    const error = await failure(apiRequest('/api/auth/me'));
    expect(error).toMatchObject({ status: 502, code: 'http_error', message: '' });
  });

  it('reports a request that got no answer as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(apiRequest('/api/auth/me'));
    expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR });
  });
});
