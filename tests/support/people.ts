import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createCase, createUser, type NewCase, type NewUser } from '../../src/server/seed/factories';
import { recoverConfirmed } from './recoveries';
import { buildTestApp, loginAs, type TestApp } from './test-app';

let n = 0;
/** A fresh Idempotency-Key for money-moving calls made while setting up a test. */
export const idempotencyKey = () => `admin-test-${Date.now()}-${n++}`;

/** An admin's session and a shorthand to call the API as them (or as anyone with `cookie`). */
export async function adminKit(t: TestApp) {
  const { user: admin, cookie } = await loginAs(t, 'admin');
  const call = (options: InjectOptions & { cookie?: string | null }) => {
    const { cookie: as, ...rest } = options;
    const session = as === undefined ? cookie : as;
    return t.app.inject({ ...rest, headers: { ...rest.headers, ...(session ? { cookie: session } : {}) } });
  };
  /** Money received on a case: reported by the admin and confirmed by a second person (D26). */
  const recover = (caseId: string, amount: number) =>
    recoverConfirmed(t, cookie, caseId, {
      amount,
      receivedAt: '2026-01-15',
      source: 'bank_recall',
      reference: `REF-${n++}`,
    });
  /** A client (no password hashing unless asked) with one case. */
  const clientWithCase = async (user: NewUser = {}, theCase: Omit<NewCase, 'clientId'> = {}) => {
    const client = await createUser(t.db, { password: null, ...user });
    return { client, theCase: await createCase(t.db, { clientId: client.id, ...theCase }) };
  };
  return { admin, cookie, call, recover, clientWithCase };
}

export type AdminKit = Awaited<ReturnType<typeof adminKit>>;

/**
 * The setup every admin test file shares: one app for the whole file (a PGlite database is slow
 * to start), the admin's kit, and closing the app after. `ready` hands both over to the file's
 * own `t` and `kit`, and may build the file's fixtures.
 */
export function withAdminApp(
  ready: (t: TestApp, kit: AdminKit) => void | Promise<void>,
  env?: Record<string, string>,
) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp(env);
    await ready(app, await adminKit(app));
  });
  afterAll(() => app?.close());
}
