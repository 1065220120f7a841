import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, buildTestApp, loginAs, type TestApp } from '../../../tests/support/test-app';
import { sessions } from '../db/schema';
import { createUser } from '../seed/factories';

const t = appPerFile();

const signInAt = (
  app: TestApp,
  user: { username: string; password: string | null },
  headers: Record<string, string>,
) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.username, password: user.password },
    headers,
  });

const sessionCount = async (userId: string) =>
  (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

describe('cross-origin state changes', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a sign-in from %s and creates no session', async (_label, headers) => {
    const user = await createUser(t.db);
    const response = await signInAt(t, user, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_rejected');
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('refuses a cross-origin logout: the session keeps working', async () => {
    const { cookie } = await loginAs(t, 'client');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookie!, origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookie! } });
    expect(me.statusCode).toBe(200);
  });

  it.each([
    ['the configured public origin', { origin: 'http://localhost:3000' }],
    [
      'the origin the browser addressed (Host)',
      { origin: 'http://portal.firm.test', host: 'portal.firm.test' },
    ],
    ['a same-origin fetch', { 'sec-fetch-site': 'same-origin' }],
    ['a client that sends neither header (curl, server-to-server)', {}],
  ])('accepts a sign-in from %s', async (_label, headers) => {
    const user = await createUser(t.db);
    const response = await signInAt(t, user, headers);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['the addressed host over https when it is served over http', 'https://portal.firm.test'],
    ['the addressed host on another port', 'http://portal.firm.test:8080'],
  ])('refuses a sign-in from %s', async (_label, origin) => {
    const user = await createUser(t.db);
    const response = await signInAt(t, user, { origin, host: 'portal.firm.test' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_rejected');
    expect(await sessionCount(user.id)).toBe(0);
  });
});

// Issue 15 item 10: an origin is scheme, host AND port (RFC 6454). Before, only host and port
// were compared with Host, so an http page on the firm's own https host passed as same-origin.
describe('cross-origin state changes on an https deployment behind a TLS proxy', () => {
  let tls: TestApp;
  beforeAll(async () => {
    tls = await buildTestApp({ PUBLIC_URL: 'https://portal.firm.test', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => tls.close());
  const viaProxy = { host: 'portal.firm.test', 'x-forwarded-proto': 'https' };

  it.each([
    ['the public host over http', 'http://portal.firm.test'],
    ['the public host on another port', 'https://portal.firm.test:8443'],
  ])('refuses a sign-in from %s', async (_label, origin) => {
    const user = await createUser(tls.db);
    const response = await signInAt(tls, user, { ...viaProxy, origin });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_rejected');
  });

  it.each(['https://portal.firm.test', 'https://portal.firm.test:443'])(
    'accepts a sign-in from %s',
    async (origin) => {
      const user = await createUser(tls.db);
      expect((await signInAt(tls, user, { ...viaProxy, origin })).statusCode).toBe(200);
    },
  );
});
