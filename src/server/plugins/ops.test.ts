import { describe, expect, it } from 'vitest';
import { routeAccessOf } from '../../../tests/support/route-access';
import { appPerFile, buildTestApp, loginAs } from '../../../tests/support/test-app';
import { messageTexts } from '../locales';

const t = appPerFile();

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('reports not ready, and hides internals of failures, once the database is gone', async () => {
    const broken = await buildTestApp();
    const { cookie } = await loginAs(broken, 'client');
    await broken.database.close();
    const ready = await broken.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe('unavailable');
    expect(ready.json().error.message).toBe('The database is not reachable.');
    const german = await broken.app.inject({ url: '/readyz', headers: { 'accept-language': 'de' } });
    expect(german.json().error.message).toBe(messageTexts.de['common.request.database_unavailable']);
    const me = await broken.app.inject({ url: '/api/auth/me', headers: { cookie: cookie! } });
    expect(me.statusCode).toBe(500);
    expect(me.json().error.code).toBe('internal');
    expect(me.body).not.toMatch(/select|sessions|pglite|stack|at \w+ \(/i);
    expect(me.json().error.message).toContain(me.headers['x-request-id']);
    await broken.app.close();
  });
});

describe('security headers', () => {
  it('sets a strict CSP without inline scripts, nosniff, no framing, a referrer policy, and no-store on the API', async () => {
    const response = await t.app.inject({ url: '/api/auth/me' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and a __Host- Secure cookie when served over https', async () => {
    const https = await buildTestApp({ PUBLIC_URL: 'https://portal.firm.test' });
    try {
      const response = await https.app.inject({ url: '/healthz' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const { createUser } = await import('../seed/factories');
      const person = await createUser(https.db);
      const login = await https.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: person.username, password: person.password },
      });
      const cookie = login.cookies.find((c) => c.name === '__Host-recourse_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie).not.toHaveProperty('domain');
    } finally {
      await https.close();
    }
  });
});

describe('request ids', () => {
  it('gives every response an id, keeping a well-formed one from the caller', async () => {
    const generated = await t.app.inject({ url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-abc-12345' } });
    expect(kept.headers['x-request-id']).toBe('trace-abc-12345');
    const replaced = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id; drop table' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id; drop table');
  });
});

describe('errors', () => {
  it('answers an unknown API path with the error shape', async () => {
    const response = await t.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers unreadable, oversized and non-JSON bodies with the error shape', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('bad_request');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');

    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('unsupported_media_type');
  });
});

describe('OpenAPI', () => {
  it('documents every API route with its schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const expected = Object.keys(routeAccessOf(t.app)).filter((r) => r !== 'GET /api/openapi.json');
    expect(documented.sort()).toEqual(expect.arrayContaining(expected.sort()));
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      ['username', 'password'],
    );
  });

  it('serves a reference page', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
