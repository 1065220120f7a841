import { describe, expect, it } from 'vitest';
import { expectMoneyPairs, pairsOf } from '../../../../tests/support/money-pairs';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';

const t = appPerFile();

// Issue 16 item 4: the decimal typed into the form is turned into cents once, at the edge.
describe('public-site money as cents', () => {
  it('keeps a registered loss to the cent, as cents beside the decimal for the staff', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.9.0.1',
      payload: {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane.money-pairs@example.test',
        country: 'NL',
        fraudType: 'cryptocurrency',
        amountLost: '2500.07',
        description: 'A trading platform stopped answering after I deposited.',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { caseId } = registered.json().clientData;
    const admin = await loginAs(t, 'admin');
    const detail = await t.app.inject({ url: `/api/cases/${caseId}`, headers: { cookie: admin.cookie } });
    expect(detail.json()).toMatchObject({ amountLost: 2500.07, amountLostCents: 250_007 });
    // The opening event's amount is a pair too, not cents under the decimal's name.
    expect(await pairsOf(t, `/api/cases/${caseId}/timeline`, admin.cookie)).toEqual([
      'events[].params.amountLost',
    ]);
  });

  it('gives the live figures in whole cents', async () => {
    const stats = await t.app.inject({ url: '/api/public/stats' });
    expect(stats.statusCode).toBe(200);
    expectMoneyPairs(stats.json());
    for (const figure of stats.json().recovered ?? [])
      expect(Number.isSafeInteger(figure.amountCents)).toBe(true);
  });
});
