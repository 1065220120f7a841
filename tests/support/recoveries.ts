import type { LedgerEntry } from '../../src/shared/contracts/ledger';
import { loginAs, type TestApp } from './test-app';

/**
 * Four eyes on money in (D26): a recovery a test reports counts toward nothing until a second
 * person confirms it. Tests whose subject is what happens *after* money arrived (withdrawals,
 * dashboards, notices) confirm through the real API as an administrator of their own, signed in
 * once per app; the ledger's own tests drive report and confirm step by step.
 */
const confirmers = new WeakMap<TestApp, Promise<string>>();

function confirmerCookie(t: TestApp): Promise<string> {
  let cookie = confirmers.get(t);
  if (!cookie) {
    cookie = loginAs(t, 'admin').then((a) => a.cookie);
    confirmers.set(t, cookie);
  }
  return cookie;
}

let n = 0;

/** A second person (an administrator) confirms a reported recovery; answers the booked entry. */
export async function confirmReported(t: TestApp, caseId: string, reportId: string): Promise<LedgerEntry> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries/${reportId}/confirm`,
    headers: { cookie: await confirmerCookie(t), 'idempotency-key': `confirm-${Date.now()}-${n++}` },
  });
  if (response.statusCode !== 201) throw new Error(`confirming ${reportId} failed: ${response.body}`);
  return response.json() as LedgerEntry;
}

/**
 * Reports a recovery as `cookie` (the case's lawyer, usually) and has it confirmed: money that
 * arrived and was checked. Answers the confirmed entry (kind recovery), which a reversal targets.
 */
export async function recoverConfirmed(
  t: TestApp,
  cookie: string,
  caseId: string,
  body: Record<string, unknown>,
): Promise<LedgerEntry> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries`,
    payload: body,
    headers: { cookie, 'idempotency-key': `report-${Date.now()}-${n++}` },
  });
  if (response.statusCode !== 201) throw new Error(`reporting a recovery failed: ${response.body}`);
  return confirmReported(t, caseId, (response.json() as LedgerEntry).id);
}

/**
 * A client's balances as a case ledger gives them (`client`), in whole major units: each figure
 * beside its cents, so a test names the three figures once and still checks all six fields.
 */
export const balancesOf = (available: number, held: number, paidOut: number) => ({
  availableBalance: available,
  availableBalanceCents: available * 100,
  heldAmount: held,
  heldAmountCents: held * 100,
  paidOutAmount: paidOut,
  paidOutAmountCents: paidOut * 100,
});
