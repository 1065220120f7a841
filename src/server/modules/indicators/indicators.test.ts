import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cryptoPayment, SAMPLES, signedInPerson } from '../../../../tests/support/payment-trail';
import { appPerFile } from '../../../../tests/support/test-app';
import { auditLog } from '../../db/schema';
import { createCase, createDesk, type NewUser } from '../../seed/factories';

const t = appPerFile();

const person = (role: NewUser['role'], overrides: NewUser = {}) => signedInPerson(t, role, overrides);

async function deskCase() {
  const desk = await createDesk(t.db, { countries: ['NL'] });
  const lawyer = await person('lawyer', { deskId: desk.id });
  const manager = await person('manager', { deskId: desk.id });
  const client = await person('client');
  const theCase = await createCase(t.db, {
    clientId: client.id,
    deskId: desk.id,
    lawyerId: lawyer.id,
    currency: 'EUR',
  });
  return { desk, lawyer, manager, client, theCase };
}

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload: payload as never, headers: { cookie } });
const pay = (who: { cookie: string }, caseId: string, body: object) =>
  call(who.cookie, 'POST', `/api/cases/${caseId}/payment-trail/payments`, body);
const indicatorsOf = async (who: { cookie: string }, caseId: string) => {
  const r = await call(who.cookie, 'GET', `/api/cases/${caseId}/indicators`);
  expect(r.statusCode, r.body).toBe(200);
  return r;
};
/** A fresh EIP-55-valid address per test: lowercase hex is valid without a checksum. */
const wallet = () =>
  `0x${Array.from({ length: 40 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('')}`;

describe("a case's indicators and the cases they link", () => {
  it('links two desks’ cases through one wallet typed two ways; the other desk’s case shows only counts and totals', async () => {
    const one = await deskCase();
    const two = await deskCase();
    expect((await pay(one.client, one.theCase.id, cryptoPayment())).statusCode).toBe(201);
    const other = await pay(
      two.client,
      two.theCase.id,
      cryptoPayment({
        cryptoNetwork: 'bsc',
        walletAddress: SAMPLES.evm.toLowerCase(),
        amount: '700',
        currency: 'USD',
      }),
    );
    expect(other.statusCode, other.body).toBe(201);

    const r = await indicatorsOf(one.lawyer, one.theCase.id);
    const [indicator] = r.json().indicators;
    expect(indicator).toMatchObject({
      kind: 'crypto_address',
      otherCases: 1,
      visible: [],
      hidden: {
        cases: 1,
        desks: [two.desk.name],
        paidTotals: [{ currency: 'USD', paid: 700, paidCents: 70_000 }],
      },
    });
    // Nothing personal of the other case in the answer at all.
    for (const secret of [
      two.client.firstName,
      two.client.lastName,
      two.client.email,
      two.theCase.reference,
    ]) {
      expect(r.body).not.toContain(secret);
    }
    const admin = await person('admin');
    const full = (await indicatorsOf(admin, one.theCase.id)).json().indicators[0];
    expect(full.visible).toEqual([
      expect.objectContaining({
        id: two.theCase.id,
        reference: two.theCase.reference,
        clientName: `${two.client.firstName} ${two.client.lastName}`,
      }),
    ]);
    expect(full.hidden.cases).toBe(0);
  });

  it('shows a desk’s own other case in full to its manager', async () => {
    const one = await deskCase();
    const sameDesk = await createCase(t.db, {
      clientId: (await person('client')).id,
      deskId: one.desk.id,
      currency: 'EUR',
    });
    const address = wallet();
    await pay(one.client, one.theCase.id, cryptoPayment({ walletAddress: address }));
    await pay(
      one.manager,
      sameDesk.id,
      cryptoPayment({ walletAddress: address.toUpperCase().replace('0X', '0x') }),
    );
    const [indicator] = (await indicatorsOf(one.manager, one.theCase.id)).json().indicators;
    expect(indicator.visible.map((c: { id: string }) => c.id)).toEqual([sameDesk.id]);
    // The case's lawyer may not open the unassigned one (D21): counted, not shown.
    const [forLawyer] = (await indicatorsOf(one.lawyer, one.theCase.id)).json().indicators;
    expect(forLawyer).toMatchObject({
      otherCases: 1,
      visible: [],
      hidden: { cases: 1, desks: [one.desk.name] },
    });
  });

  it('stops linking through a false match, audited with its reason; only someone who sees it may mark it', async () => {
    const one = await deskCase();
    const two = await deskCase();
    const address = wallet();
    await pay(one.client, one.theCase.id, cryptoPayment({ walletAddress: address }));
    const [before] = (await indicatorsOf(one.lawyer, one.theCase.id)).json().indicators;
    const outsider = await call(two.lawyer.cookie, 'PUT', `/api/indicators/${before.id}/status`, {
      status: 'false_match',
      reason: 'Exchange hot wallet',
    });
    expect(outsider.statusCode).toBe(404);
    await pay(two.client, two.theCase.id, cryptoPayment({ walletAddress: address }));
    expect((await indicatorsOf(one.lawyer, one.theCase.id)).json().indicators[0].otherCases).toBe(1);

    const noReason = await call(one.lawyer.cookie, 'PUT', `/api/indicators/${before.id}/status`, {
      status: 'false_match',
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const marked = await call(one.lawyer.cookie, 'PUT', `/api/indicators/${before.id}/status`, {
      status: 'false_match',
      reason: 'Exchange hot wallet',
    });
    expect(marked.statusCode, marked.body).toBe(204);
    const after = (await indicatorsOf(two.lawyer, two.theCase.id)).json().indicators[0];
    expect(after).toMatchObject({
      status: 'false_match',
      statusReason: 'Exchange hot wallet',
      otherCases: 0,
      visible: [],
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, before.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'indicator.status_changed', actorId: one.lawyer.id }),
    ]);
  });
});

describe('the scheme of a case', () => {
  it('is every case connected through shared indicators, with totals per currency and phases', async () => {
    const [a, b, d] = [await deskCase(), await deskCase(), await deskCase()];
    // An unassigned case: its lawyer's scope compares a null lawyer (it must read as "not visible").
    const unassignedClient = await person('client');
    const c = {
      client: unassignedClient,
      theCase: await createCase(t.db, { clientId: unassignedClient.id, deskId: a.desk.id, currency: 'EUR' }),
    };
    const w = wallet();
    const site = `scheme-${Math.random().toString(36).slice(2)}.example.com`;
    await pay(a.client, a.theCase.id, cryptoPayment({ walletAddress: w, amount: '1000' }));
    await pay(b.client, b.theCase.id, cryptoPayment({ walletAddress: w, amount: '500' }));
    await call(b.client.cookie, 'POST', `/api/cases/${b.theCase.id}/payment-trail/contacts`, {
      kind: 'website',
      value: `https://www.${site}/login`,
    });
    await call(c.client.cookie, 'POST', `/api/cases/${c.theCase.id}/payment-trail/contacts`, {
      kind: 'website',
      value: site.toUpperCase(),
    });
    await pay(d.client, d.theCase.id, cryptoPayment({ walletAddress: wallet(), amount: '9' }));

    const r = await call(a.lawyer.cookie, 'GET', `/api/cases/${a.theCase.id}/scheme`);
    expect(r.statusCode, r.body).toBe(200);
    const scheme = r.json();
    // Listed: only the case this lawyer may open; the other two count in the totals alone.
    expect(scheme.cases.map((x: { id: string }) => x.id)).toEqual([a.theCase.id]);
    expect(scheme.totalCases).toBe(3);
    expect(scheme.hidden).toEqual({
      cases: 2,
      desks: [b.desk.name, a.desk.name].sort(),
      paidTotals: [{ currency: 'EUR', paid: 500, paidCents: 50_000 }],
    });
    expect(scheme.paidTotals).toEqual([{ currency: 'EUR', paid: 1500, paidCents: 150_000 }]);
    expect(scheme.phases).toEqual([{ phase: 'new', cases: 1 }]);
    expect(r.body).not.toContain(b.client.lastName);
    expect(scheme.truncated).toBe(false);
  });
});

describe("exporting a scheme's indicators", () => {
  it('gives the linked destinations with counts and totals as CSV and STIX, nothing personal, audited', async () => {
    const [a, b] = [await deskCase(), await deskCase()];
    const w = wallet();
    await pay(a.client, a.theCase.id, cryptoPayment({ walletAddress: w, amount: '1000' }));
    await pay(b.client, b.theCase.id, cryptoPayment({ walletAddress: w, amount: '250.50' }));
    const site = `x-${Math.random().toString(36).slice(2)}.example.com`;
    await call(b.client.cookie, 'POST', `/api/cases/${b.theCase.id}/payment-trail/contacts`, {
      kind: 'website',
      value: site,
    });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/cases/${a.theCase.id}/scheme/export?format=csv`,
      headers: { cookie: a.lawyer.cookie, 'x-screen-language': 'de' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    // No case reference anywhere: not in the file, not in its name (issue 31).
    expect(csv.headers['content-disposition']).toMatch(/filename="scheme-indicators-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(csv.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['Art', 'Indikator', 'Fälle', 'Mandanten']));
    const walletRow = rows.find((r) => r.Indikator === `evm:${w}`)!;
    expect(walletRow).toMatchObject({ Fälle: '2', Mandanten: '2' });
    expect(walletRow['Gezahlte Beträge']).toContain('1250.50');
    expect(rows.map((r) => r.Indikator)).toContain(site);
    for (const secret of [a.client.lastName, b.client.lastName, a.theCase.reference, b.theCase.reference])
      expect(csv.body + csv.headers['content-disposition']).not.toContain(secret);

    const stix = await call(a.lawyer.cookie, 'GET', `/api/cases/${a.theCase.id}/scheme/export?format=stix`);
    expect(stix.statusCode).toBe(200);
    for (const secret of [a.client.lastName, b.client.lastName, a.theCase.reference, b.theCase.reference])
      expect(stix.body + stix.headers['content-disposition']).not.toContain(secret);
    expect(stix.headers['content-disposition']).toMatch(/filename="scheme-indicators-[\d-]+\.stix\.json"/);
    const bundle = stix.json();
    expect(bundle.type).toBe('bundle');
    const patterns = bundle.objects
      .filter((o: { type: string }) => o.type === 'indicator')
      .map((o: { pattern: string }) => o.pattern);
    expect(patterns).toContain(`[domain-name:value = '${site}']`);
    expect(patterns.some((p: string) => p.includes(w))).toBe(true);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, a.theCase.id));
    expect(audit.filter((x) => x.action === 'scheme.exported')).toHaveLength(2);
  });
});
