import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** GET /api/admin/system as an admin of an app started with these settings. */
async function systemWith(env: Record<string, string>) {
  t = await buildTestApp(env);
  const admin = await loginAs(t, 'admin');
  const response = await t.app.inject({ url: '/api/admin/system', headers: { cookie: admin.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as { warnings: string[] };
}

describe('issue 31 item 9: the admin system page warns about documents on one server’s disk', () => {
  it('with DATABASE_URL set and the local document store, the page carries the warning', async () => {
    // Only the settings say PostgreSQL here: the warning is about how the server is configured.
    const body = await systemWith({ DATABASE_URL: 'postgres://recourse@db.internal/recourse' });
    expect(body.warnings).toEqual(['local_documents_several_servers']);
  });

  it('without DATABASE_URL (PGlite in the data directory) there is nothing to warn about', async () => {
    expect((await systemWith({})).warnings).toEqual([]);
  });
});
