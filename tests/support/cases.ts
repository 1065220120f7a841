import { and, eq } from 'drizzle-orm';
import { auditLog, caseEvents } from '../../src/server/db/schema';
import {
  createCase,
  createDesk,
  createUser,
  type NewCase,
  type NewUser,
} from '../../src/server/seed/factories';
import { recoverConfirmed } from './recoveries';
import { signIn, type TestApp } from './test-app';

/** Test helpers for modules/cases: people on one desk with a case, signed in. */
export function casesFixture(t: () => TestApp) {
  let n = 0;
  const person = async (role: NewUser['role'], overrides: NewUser = {}) => {
    const user = await createUser(t().db, { role, ...overrides });
    const { cookie } = await signIn(t().app, user.username, user.password ?? '');
    return { ...user, cookie: cookie! };
  };

  /**
   * desk + its manager + a lawyer on it + a client with a case assigned to that lawyer. The
   * client has accepted the fee agreement (a case under way needs it) unless caseOverrides say not.
   */
  const team = async (clientOverrides: NewUser = {}, caseOverrides: Partial<NewCase> = {}) => {
    const desk = await createDesk(t().db, { countries: ['NL'] });
    const manager = await person('manager', { deskId: desk.id });
    const lawyer = await person('lawyer', { deskId: desk.id });
    const client = await person('client', clientOverrides);
    const theCase = await createCase(t().db, {
      clientId: client.id,
      deskId: desk.id,
      lawyerId: lawyer.id,
      feeAgreementAccepted: true,
      ...caseOverrides,
    });
    return { desk, manager, lawyer, client, theCase };
  };

  const call = (
    cookie: string | undefined,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => t().app.inject({ method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

  /**
   * Money received on a case through the ledger API (the only way funds enter, D7): reported by
   * the lawyer, confirmed by a second person (D26).
   */
  const recordRecovery = async (lawyerCookie: string, caseId: string, amount: number) => {
    await recoverConfirmed(t(), lawyerCookie, caseId, {
      amount,
      receivedAt: '2026-02-01',
      source: 'settlement',
      reference: `SET-${n++}`,
    });
  };

  const eventsOf = (caseId: string) => t().db.select().from(caseEvents).where(eq(caseEvents.caseId, caseId));
  const auditOf = (entity: string, entityId: string) =>
    t()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

  return { person, team, call, recordRecovery, eventsOf, auditOf };
}
