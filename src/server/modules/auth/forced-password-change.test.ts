import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, loginAs, signIn } from '../../../../tests/support/test-app';
import { auditLog, users } from '../../db/schema';
import { createUser } from '../../seed/factories';

/** D31: an admin never sets another admin's password, and a password an admin sets is temporary. */
const t = appPerFile();
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  admin = await loginAs(t, 'admin');
});

const OLD = 'Original-Password-2026';
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, payload, headers: { cookie } });
const hashOf = async (id: string) =>
  (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.h;

describe('an admin setting an admin’s password', () => {
  it('is refused with 403 for another admin, and for their own account; nothing changes', async () => {
    const other = await createUser(t.db, { role: 'admin', password: OLD });
    const before = await hashOf(other.id);
    const response = await asAdmin('POST', `/api/admin/users/${other.id}/reset-password`, {
      newPassword: 'Taken-Over-By-Admin-1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'forbidden',
      message: "An administrator cannot set another administrator's password.",
    });
    expect(await hashOf(other.id)).toBe(before);
    expect((await signIn(t.app, other.username, OLD)).response.statusCode).toBe(200);
    expect((await signIn(t.app, other.username, 'Taken-Over-By-Admin-1')).response.statusCode).toBe(401);

    const own = await asAdmin('POST', `/api/admin/users/${admin.user.id}/reset-password`, {
      newPassword: 'My-Own-Shortcut-2026',
    });
    expect(own.statusCode).toBe(403);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, other.id));
    expect(audits.map((a) => a.action)).not.toContain('user.password.reset');
  });
});

describe('a password an admin set for someone else', () => {
  // D34: an admin never knows a working password of an existing client (a reset link goes to the
  // client's own address instead: people/contact-changes.test.ts); the client keeps signing in.
  it('is never set for an existing client: 403, and the client signs in as before', async () => {
    const client = await createUser(t.db, { role: 'client', password: OLD });
    const before = await hashOf(client.id);
    const refused = await asAdmin('POST', `/api/admin/users/${client.id}/reset-password`, {
      newPassword: 'Temporary-From-Admin-7',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect(await hashOf(client.id)).toBe(before);
    expect((await signIn(t.app, client.username, 'Temporary-From-Admin-7')).response.statusCode).toBe(401);
    expect((await signIn(t.app, client.username, OLD)).response.statusCode).toBe(200);
  });

  it('keeps a client it created away from the workspace until the client chooses their own', async () => {
    const created = await asAdmin('POST', '/api/admin/users', {
      firstName: 'Mia',
      lastName: 'Client',
      email: 'mia.client@example.test',
      username: 'mia.client',
      role: 'client',
      password: 'Temporary-From-Admin-7',
    });
    expect(created.statusCode).toBe(201);
    const temporary = 'Temporary-From-Admin-7';
    const client = { username: 'mia.client' };

    const { response, cookie } = await signIn(t.app, client.username, temporary);
    expect(response.statusCode).toBe(200);
    expect(response.json().redirectTo).toBe('/change-password');
    const me = await call(cookie!, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.mustChangePassword).toBe(true);

    const dashboard = await call(cookie!, 'GET', '/api/client/dashboard');
    expect(dashboard.statusCode).toBe(403);
    expect(dashboard.json().error.code).toBe('password_change_required');
    expect((await call(cookie!, 'GET', '/api/notifications')).json().error.code).toBe(
      'password_change_required',
    );

    // Keeping the admin's password is not a change.
    const same = await call(cookie!, 'POST', '/api/auth/change-password', {
      currentPassword: temporary,
      newPassword: temporary,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields.newPassword).toMatch(/different from your current one/);
    expect((await call(cookie!, 'GET', '/api/client/dashboard')).statusCode).toBe(403);

    const changed = await call(cookie!, 'POST', '/api/auth/change-password', {
      currentPassword: temporary,
      newPassword: 'Chosen-By-The-Client-9',
    });
    expect(changed.statusCode).toBe(204);
    expect((await call(cookie!, 'GET', '/api/client/dashboard')).statusCode).toBe(200);
    expect((await call(cookie!, 'GET', '/api/auth/me')).json().user.mustChangePassword).toBe(false);
    const again = await signIn(t.app, client.username, 'Chosen-By-The-Client-9');
    expect(again.response.json().redirectTo).toBe('/client-dashboard');
  });

  // D37: a staff account never carries a password its proposer chose (it is invited); a client's can.
  it('is temporary too when the admin creates a client account with a password', async () => {
    const created = await asAdmin('POST', '/api/admin/users', {
      firstName: 'Lena',
      lastName: 'Client',
      email: 'lena.client@example.test',
      username: 'lena.client',
      role: 'client',
      password: 'Given-By-The-Admin-3',
    });
    expect(created.statusCode).toBe(201);
    const { response, cookie } = await signIn(t.app, 'lena.client', 'Given-By-The-Admin-3');
    expect(response.json().redirectTo).toBe('/change-password');
    expect((await call(cookie!, 'GET', '/api/auth/me')).json().user.mustChangePassword).toBe(true);
    const workspace = await call(cookie!, 'GET', '/api/client/dashboard');
    expect(workspace.statusCode).toBe(403);
    expect(workspace.json().error.code).toBe('password_change_required');
    expect(
      (
        await call(cookie!, 'POST', '/api/auth/change-password', {
          currentPassword: 'Given-By-The-Admin-3',
          newPassword: 'Lena-Chose-This-One-4',
        })
      ).statusCode,
    ).toBe(204);
    expect((await call(cookie!, 'GET', '/api/client/dashboard')).statusCode).toBe(200);
  });
});
