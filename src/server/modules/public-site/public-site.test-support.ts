import type { InjectOptions } from 'fastify';
import { settingsApplied } from '../../../../tests/support/approvals';
import { recoverConfirmed } from '../../../../tests/support/recoveries';
import { loginAs, type TestApp } from '../../../../tests/support/test-app';
import { caseEvents, messages } from '../../db/schema';
import { createCase, createUser, type NewCase, type NewUser } from '../../seed/factories';

let n = 0;
const MINUTE = 60_000;

/** Test helpers for the public site: an admin to change settings and record money, and records with set times. */
export async function publicKit(t: TestApp) {
  const admin = await loginAs(t, 'admin');
  const call = (options: InjectOptions & { cookie?: string }) => {
    const { cookie, ...rest } = options;
    return t.app.inject({ ...rest, headers: { ...rest.headers, ...(cookie ? { cookie } : {}) } });
  };
  const stats = async () => {
    const response = await call({ method: 'GET', url: '/api/public/stats' });
    if (response.statusCode !== 200) throw new Error(`stats failed: ${response.body}`);
    return response.json();
  };
  // D37: lowering a public threshold weakens a control; the operator approves it for the test.
  const setSettings = (payload: Record<string, unknown>) => settingsApplied(t, admin.cookie, payload);
  /** A client (no password: never signs in here) with one case. */
  const clientCase = async (client: NewUser = {}, theCase: Omit<NewCase, 'clientId'> = {}) => {
    const person = await createUser(t.db, { password: null, ...client });
    return { client: person, theCase: await createCase(t.db, { clientId: person.id, ...theCase }) };
  };
  /**
   * Money received on a case (`amount` in major units, as the API takes it), reported by the
   * admin and confirmed by a second person (D7, D26).
   */
  const recover = async (caseId: string, amount: number) => {
    await recoverConfirmed(t, admin.cookie, caseId, {
      amount,
      receivedAt: '2026-01-15',
      source: 'bank_recall',
      reference: `PUB-${n++}`,
    });
  };
  /** A timeline event `minutes` after `from`. */
  const eventAt = (
    caseId: string,
    from: Date,
    minutes: number,
    actorId: string | null,
    kind: (typeof caseEvents.$inferInsert)['kind'] = 'phase_changed',
  ) =>
    t.db
      .insert(caseEvents)
      .values({ caseId, actorId, kind, createdAt: new Date(from.getTime() + minutes * MINUTE) });
  /** A message `minutes` after `from`. */
  const messageAt = (caseId: string, from: Date, minutes: number, senderId: string | null) =>
    t.db
      .insert(messages)
      .values({ caseId, senderId, body: 'Hello', createdAt: new Date(from.getTime() + minutes * MINUTE) });
  return { admin, call, stats, setSettings, clientCase, recover, eventAt, messageAt };
}
