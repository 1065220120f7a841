import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, isUnauthenticated, NETWORK_ERROR, setIdentityCheck } from './api-client';

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

describe('D27: a change that needs a fresh check', () => {
  const refused = () =>
    new Response(
      JSON.stringify({ error: { code: 'reauthentication_required', message: 'Confirm it is you' } }),
      {
        status: 401,
      },
    );
  const created = () => new Response(JSON.stringify({ id: 'w1', status: 'pending' }), { status: 201 });
  let unregister: (() => void) | undefined;
  afterEach(() => unregister?.());

  it('asks the person, then sends the same request again and answers its result', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(refused()).mockResolvedValueOnce(created());
    vi.stubGlobal('fetch', fetchMock);
    const check = vi.fn(async () => true);
    unregister = setIdentityCheck(check);

    const result = await apiRequest('/api/client/withdrawals', {
      method: 'POST',
      body: { amount: 300 },
      headers: { 'Idempotency-Key': 'k1' },
    });

    expect(result).toEqual({ id: 'w1', status: 'pending' });
    expect(check).toHaveBeenCalledTimes(1);
    const [first, second] = fetchMock.mock.calls as [string, RequestInit][];
    expect(second).toEqual(first);
    expect(second![1]).toMatchObject({ method: 'POST', body: '{"amount":300}' });
    expect(second![1].headers).toMatchObject({ 'Idempotency-Key': 'k1' });
  });

  it('gives the original error when the person cancels, and sends nothing more', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(refused());
    vi.stubGlobal('fetch', fetchMock);
    unregister = setIdentityCheck(async () => false);

    const error = await failure(apiRequest('/api/client/withdrawals', { method: 'POST', body: {} }));
    expect(error).toMatchObject({
      status: 401,
      code: 'reauthentication_required',
      message: 'Confirm it is you',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries once only: a second refusal is the error', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(refused()).mockResolvedValueOnce(refused());
    vi.stubGlobal('fetch', fetchMock);
    const check = vi.fn(async () => true);
    unregister = setIdentityCheck(check);

    const error = await failure(apiRequest('/api/client/payout-methods', { method: 'POST', body: {} }));
    expect(error.code).toBe('reauthentication_required');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('asks once for requests refused together, and sends each again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(refused())
      .mockResolvedValueOnce(refused())
      .mockImplementation(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    let answer: (confirmed: boolean) => void = () => {};
    const check = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    unregister = setIdentityCheck(check);

    const both = Promise.all([
      apiRequest('/api/admin/withdrawals/1/approve', { method: 'POST' }),
      apiRequest('/api/admin/withdrawals/2/approve', { method: 'POST' }),
    ]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(check).toHaveBeenCalled());
    answer(true);
    expect(await both).toEqual([{ ok: true }, { ok: true }]);
    expect(check).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('without a dialog on the page, the error goes to the screen as before', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(refused()));
    const error = await failure(apiRequest('/api/client/withdrawals', { method: 'POST', body: {} }));
    expect(error.code).toBe('reauthentication_required');
  });
});

describe('D27: a sign-in step still to take', () => {
  it.each([
    ['second_factor_required', '/sign-in/second-factor'],
    ['second_factor_enrolment_required', '/sign-in/enrol'],
  ])('%s sends the browser to %s', async (code, page) => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/admin-dashboard', assign } });
    vi.stubGlobal('fetch', answer(401, { error: { code, message: 'Step missing' } }));
    const error = await failure(apiRequest('/api/admin/stats'));
    expect(error.code).toBe(code);
    expect(assign).toHaveBeenCalledWith(page);
  });

  it('does not reload the step page itself', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/sign-in/second-factor', assign } });
    vi.stubGlobal('fetch', answer(401, { error: { code: 'second_factor_required', message: '' } }));
    await failure(apiRequest('/api/admin/stats'));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('isUnauthenticated', () => {
  it.each([
    ['unauthenticated', true],
    ['http_error', true],
    ['reauthentication_required', false],
    ['invalid_credentials', false],
    ['second_factor_required', false],
    ['second_factor_enrolment_required', false],
  ])('401 %s → %s', (code, signedOut) => {
    expect(isUnauthenticated(new ApiError(401, code, ''))).toBe(signedOut);
  });

  it('is false for other statuses', () => {
    expect(isUnauthenticated(new ApiError(403, 'forbidden', ''))).toBe(false);
  });
});
