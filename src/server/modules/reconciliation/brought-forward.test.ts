import { beforeAll, describe, expect, it } from 'vitest';
import {
  camtStatement,
  registerTrustAccount,
  statementUpload,
} from '../../../../tests/support/bank-statements';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import type { Reconciliation } from '../../../shared/contracts/reconciliation';

/**
 * D42: a trust account registered with money already on it. The bank's statements carry that
 * balance and the ledger never booked it (the books begin on the opening date), so the month lists
 * it as brought forward rather than leaving it an unexplained difference that blocks the sign-off.
 */
const t = appPerFile();
let cookie: string;
const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);
let n = 0;
const headersOf = () => ({ cookie, 'idempotency-key': `brought-forward-${n++}` });
beforeAll(async () => {
  ({ cookie } = await loginAs(t, 'admin'));
});

async function importOpening(currency: string, openingCents: number) {
  const bytes = camtStatement({
    id: `OPEN-${currency}`,
    currency,
    from: `${month}-01`,
    to: today,
    openingCents,
    entries: [],
  });
  const { payload, headers } = statementUpload(`open-${currency}.xml`, bytes, { format: 'camt053' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/bank-statements',
    payload,
    headers: { ...headers, ...headersOf() },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const reconciliation = async (currency: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/reconciliation?month=${month}&currency=${currency}`,
      headers: headersOf(),
    })
  ).json() as Reconciliation;

describe('the balance a trust account held on its opening date', () => {
  it('is brought forward, so a month that holds nothing else can be signed off', async () => {
    await registerTrustAccount(t.db, {
      currency: 'CAD',
      openingDate: '2020-01-01',
      openingBalanceCents: 83_201,
    });
    await importOpening('CAD', 83_201);
    const figures = await reconciliation('CAD');
    expect(figures.bankBalanceCents).toBe(83_201);
    expect(figures.ledgerBalanceCents).toBe(0);
    expect(figures.items).toEqual([
      expect.objectContaining({ kind: 'brought_forward', date: '2020-01-01', amountCents: 83_201 }),
    ]);
    expect(figures.unexplainedDifferenceCents).toBe(0);
    expect(figures.blockers).toEqual([]);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/sign-off',
      payload: { month, currency: 'CAD' },
      headers: headersOf(),
    });
    expect(signed.statusCode, signed.body).toBe(201);
  });

  it('is not invented: registered as empty, the same statement leaves its balance unexplained', async () => {
    await registerTrustAccount(t.db, { currency: 'AUD', openingDate: '2020-01-01' });
    await importOpening('AUD', 83_201);
    const figures = await reconciliation('AUD');
    expect(figures.items.filter((item) => item.kind === 'brought_forward')).toEqual([]);
    expect(figures.unexplainedDifferenceCents).toBe(83_201);
    expect(figures.blockers).toContain('unexplained_difference');
  });

  it('names the account’s opening date in the status, so every month since can be picked', async () => {
    // Registered, nothing imported or booked yet: the currency is already one to reconcile.
    await registerTrustAccount(t.db, { currency: 'GBP', openingDate: '2019-03-01' });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reconciliation/status',
      headers: headersOf(),
    });
    expect(status.statusCode, status.body).toBe(200);
    const gbp = status.json().currencies.find((c: { currency: string }) => c.currency === 'GBP');
    expect(gbp).toEqual({
      currency: 'GBP',
      lastSignedOff: null,
      unmatchedLineCount: 0,
      openedOn: '2019-03-01',
    });
  });
});
