import { expect } from 'vitest';
import { insertTransaction } from '../../src/server/core/ledger-writer';
import { createCase, createUser } from '../../src/server/seed/factories';
import { recoveryPostings, reversalPostings } from '../../src/shared/domain/ledger';
import { type AdminKit, idempotencyKey } from './people';
import { loginAs, signIn, type TestApp } from './test-app';

/**
 * Test fixtures for the financials and analytics tests: money moved through the real API
 * (recoveries, reversals, withdrawals), plus bookings dated in an earlier month, which only a
 * direct ledger insert can make (the API books at now()). Test code only.
 */
export function moneyKit(t: TestApp, kit: AdminKit) {
  /** A second administrator, made on first use: the approver never marks paid (issue 19). */
  let accountsCookie: Promise<string> | undefined;
  const accounts = () => {
    accountsCookie ??= loginAs(t, 'admin').then((signedIn) => signedIn.cookie);
    return accountsCookie;
  };
  /** A signed-in client with a case (USD unless asked) and a bank account for withdrawals. */
  const clientWithCase = async (
    currency = 'USD',
    caseFields: Omit<Parameters<typeof createCase>[1], 'clientId'> = {},
  ) => {
    const client = await createUser(t.db, {});
    const { cookie } = await signIn(t.app, client.username, client.password!);
    const theCase = await createCase(t.db, { clientId: client.id, currency, ...caseFields });
    const method = await kit.call({
      method: 'POST',
      url: '/api/client/payout-methods',
      payload: {
        kind: 'bank_account',
        holderName: `${client.firstName} ${client.lastName}`,
        iban: 'NL91ABNA0417164300',
      },
      cookie,
    });
    expect(method.statusCode).toBe(201);
    return { client, cookie: cookie!, theCase, methodId: method.json().id as string };
  };

  const reverse = async (caseId: string, transactionId: string) => {
    const response = await kit.call({
      method: 'POST',
      url: `/api/cases/${caseId}/recoveries/${transactionId}/reverse`,
      payload: { reason: 'Booked on the wrong case' },
      headers: { 'idempotency-key': idempotencyKey() },
    });
    expect(response.statusCode).toBe(201);
  };

  /** The client asks for `amount`; the admin then takes the steps given (approve, mark-paid, reject). */
  const withdraw = async (
    who: { cookie: string; methodId: string },
    amount: number,
    steps: ('approve' | 'mark-paid' | 'reject')[] = [],
  ) => {
    const response = await kit.call({
      method: 'POST',
      url: '/api/client/withdrawals',
      payload: { amount, payoutMethodId: who.methodId },
      headers: { 'idempotency-key': idempotencyKey() },
      cookie: who.cookie,
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    for (const step of steps) {
      const payload =
        step === 'mark-paid'
          ? { reference: 'SEPA-1' }
          : step === 'reject'
            ? { reason: 'Not this account' }
            : undefined;
      const decided = await kit.call({
        method: 'POST',
        url: `/api/admin/withdrawals/${id}/${step}`,
        payload,
        ...(step === 'mark-paid' ? { cookie: await accounts() } : {}),
      });
      expect(decided.statusCode).toBe(200);
    }
    return id;
  };

  /**
   * A recovery (and, if asked, its reversal) booked at `at` instead of now: only the booking
   * date differs from what the API writes, so month bucketing can be tested.
   */
  const recoverBookedAt = async (
    theCase: { id: string; clientId: string; currency: string },
    amountCents: number,
    at: Date,
    reversedAt?: Date,
  ) =>
    t.db.transaction(async (tx) => {
      const base = { clientId: theCase.clientId, caseId: theCase.id, currency: theCase.currency };
      const postings = recoveryPostings(amountCents, 2000);
      const id = await insertTransaction(
        tx,
        { ...base, kind: 'recovery', amountCents, source: 'other', createdAt: at },
        postings,
      );
      if (reversedAt) {
        await insertTransaction(
          tx,
          { ...base, kind: 'reversal', amountCents, reversesId: id, reason: 'test', createdAt: reversedAt },
          reversalPostings(postings),
        );
      }
      return id;
    });

  return { clientWithCase, reverse, withdraw, recoverBookedAt };
}
