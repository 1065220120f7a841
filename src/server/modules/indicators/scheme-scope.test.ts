import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import type { CaseIndicators, Scheme } from '../../../shared/contracts/indicators';
import type { Phase } from '../../../shared/domain/phases';
import { schemePayments } from '../../db/schema';
import { createCase, createDesk, createUser } from '../../seed/factories';
import { indicatorIdOf } from '../payment-trail';

/**
 * Issue 31 item 7, D130 as written, as a D21 matrix: five cases of one scheme on different desks
 * and lawyers, read by every kind of staff member from a case they may open. The scheme lists with
 * phase and amount exactly the cases the reader may open; the others appear in the totals alone,
 * and nothing of them (id, reference, client, phase, own amount) is in the answer. The links on a
 * case's indicators and the exports follow the same rule.
 */
const t = appPerFile();
const PLACEMENTS = [
  'deskA-lawyerA1',
  'deskA-lawyerA2',
  'deskA-unassigned',
  'deskB-lawyerB',
  'no-desk',
] as const;
type Placement = (typeof PLACEMENTS)[number];
const READERS = ['lawyerA1', 'lawyerA2', 'managerA', 'lawyerB', 'managerB', 'admin'] as const;
type Reader = (typeof READERS)[number];
const MAY_OPEN: Record<Reader, Placement[]> = {
  admin: [...PLACEMENTS],
  managerA: ['deskA-lawyerA1', 'deskA-lawyerA2', 'deskA-unassigned'],
  lawyerA1: ['deskA-lawyerA1'],
  lawyerA2: ['deskA-lawyerA2'],
  managerB: ['deskB-lawyerB'],
  lawyerB: ['deskB-lawyerB'],
};
/** Each case its own phase and amount, so a leak of either would show. */
const PHASE: Record<Placement, Phase> = {
  'deskA-lawyerA1': 'investigation',
  'deskA-lawyerA2': 'evidence',
  'deskA-unassigned': 'new',
  'deskB-lawyerB': 'legal',
  'no-desk': 'recovery',
};
const CENTS: Record<Placement, number> = {
  'deskA-lawyerA1': 101_01,
  'deskA-lawyerA2': 202_02,
  'deskA-unassigned': 303_03,
  'deskB-lawyerB': 404_04,
  'no-desk': 505_05,
};
const WALLET = `evm:0x${'7e57'.repeat(10)}`;

const people = {} as Record<Reader, { id: string; cookie: string }>;
const placed = {} as Record<Placement, { id: string; reference: string; clientName: string }>;
const desks = {} as Record<'A' | 'B', { id: string; name: string }>;

beforeAll(async () => {
  desks.A = await createDesk(t.db, { name: 'Desk Alpha' });
  desks.B = await createDesk(t.db, { name: 'Desk Beta' });
  const deskOf: Record<Reader, string | null> = {
    lawyerA1: desks.A.id,
    lawyerA2: desks.A.id,
    managerA: desks.A.id,
    lawyerB: desks.B.id,
    managerB: desks.B.id,
    admin: null,
  };
  for (const reader of READERS) {
    const role = reader.startsWith('lawyer') ? 'lawyer' : reader.startsWith('manager') ? 'manager' : 'admin';
    const { user, cookie } = await loginAs(t, role, { deskId: deskOf[reader] });
    people[reader] = { id: user.id, cookie };
  }
  const indicatorId = await indicatorIdOf(t.db, { kind: 'crypto_address', value: WALLET });
  for (const p of PLACEMENTS) {
    const client = await createUser(t.db, { role: 'client', firstName: 'Opfer', lastName: p });
    const lawyer = p.includes('lawyerA1')
      ? 'lawyerA1'
      : p.includes('lawyerA2')
        ? 'lawyerA2'
        : p.includes('lawyerB')
          ? 'lawyerB'
          : null;
    const theCase = await createCase(t.db, {
      clientId: client.id,
      deskId: p.startsWith('deskA') ? desks.A.id : p.startsWith('deskB') ? desks.B.id : null,
      lawyerId: lawyer ? people[lawyer].id : null,
      phase: PHASE[p],
      currency: 'EUR',
    });
    await t.db.insert(schemePayments).values({
      caseId: theCase.id,
      paidOn: '2026-02-01',
      amountCents: CENTS[p],
      currency: 'EUR',
      method: 'crypto',
      cryptoNetwork: 'ethereum',
      walletAddress: WALLET.slice(4),
      indicatorId,
    });
    placed[p] = { id: theCase.id, reference: theCase.reference, clientName: `Opfer ${p}` };
  }
});

const get = (reader: Reader, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: people[reader].cookie } });
const euros = (cents: number) => [{ currency: 'EUR', paid: cents / 100, paidCents: cents }];
const sum = (ps: readonly Placement[]) => ps.reduce((total, p) => total + CENTS[p], 0);

/**
 * What must never reach the reader of cases they may not open: their id, reference and client,
 * and (when `amounts`) each one's own amount.
 */
function expectNothingOf(body: string, hidden: Placement[], amounts = false) {
  for (const p of hidden) {
    const secrets = [placed[p].id, placed[p].reference, placed[p].clientName];
    for (const secret of amounts ? [...secrets, String(CENTS[p] / 100)] : secrets) {
      expect(body, `${p}: ${secret}`).not.toContain(secret);
    }
  }
}

describe('the scheme view lists only the cases the reader may open (D21 × D130)', () => {
  it.each(READERS)('%s', async (reader) => {
    const visible = MAY_OPEN[reader];
    const hidden = PLACEMENTS.filter((p) => !visible.includes(p));
    const from = placed[visible[0]!].id;
    const response = await get(reader, `/api/cases/${from}/scheme`);
    expect(response.statusCode, response.body).toBe(200);
    const scheme = response.json() as Scheme;

    expect(scheme.cases.map((c) => c.id).sort()).toEqual(visible.map((p) => placed[p].id).sort());
    for (const c of scheme.cases) {
      const p = visible.find((v) => placed[v].id === c.id)!;
      expect(c).toEqual({
        id: placed[p].id,
        reference: placed[p].reference,
        clientName: placed[p].clientName,
        phase: PHASE[p],
        deskName: p.startsWith('deskA') ? 'Desk Alpha' : p.startsWith('deskB') ? 'Desk Beta' : null,
        paidTotals: euros(CENTS[p]),
      });
    }
    expect(scheme.totalCases).toBe(PLACEMENTS.length);
    expect(scheme.paidTotals).toEqual(euros(sum(PLACEMENTS)));
    expect(scheme.hidden.cases).toBe(hidden.length);
    expect(scheme.hidden.paidTotals).toEqual(hidden.length ? euros(sum(hidden)) : []);
    expect(scheme.phases.map((x) => x.phase).sort()).toEqual(visible.map((p) => PHASE[p]).sort());
    // Hidden phases are not in the answer either (each placement has its own phase).
    for (const p of hidden) expect(response.body).not.toContain(`"${PHASE[p]}"`);
    // Each hidden case's own amount is absent too, unless it is the only one (then the hidden
    // total is its amount, as D130 allows: what was paid there, together).
    expectNothingOf(response.body, hidden, hidden.length > 1);
  });

  it.each(READERS)("%s: the case's indicator links follow the same rule", async (reader) => {
    const visible = MAY_OPEN[reader];
    const from = visible[0]!;
    const others = PLACEMENTS.filter((p) => p !== from);
    const response = await get(reader, `/api/cases/${placed[from].id}/indicators`);
    const [indicator] = (response.json() as CaseIndicators).indicators;
    const shown = others.filter((p) => visible.includes(p));
    const hidden = others.filter((p) => !visible.includes(p));
    expect(indicator!.otherCases).toBe(others.length);
    expect(indicator!.visible.map((c) => c.id).sort()).toEqual(shown.map((p) => placed[p].id).sort());
    expect(indicator!.hidden.cases).toBe(hidden.length);
    expectNothingOf(response.body, hidden, hidden.length > 1);
  });

  it.each(READERS)('%s: the exports carry no case reference, in the file or its name', async (reader) => {
    const from = placed[MAY_OPEN[reader][0]!].id;
    for (const format of ['csv', 'stix']) {
      const response = await get(reader, `/api/cases/${from}/scheme/export?format=${format}`);
      expect(response.statusCode, response.body).toBe(200);
      expectNothingOf(response.body + JSON.stringify(response.headers), [...PLACEMENTS]);
    }
  });

  it('is not found from a case the reader may not open', async () => {
    for (const [reader, p] of [
      ['lawyerA2', 'deskA-lawyerA1'],
      ['managerB', 'deskA-unassigned'],
      ['managerA', 'no-desk'],
      ['lawyerB', 'deskB-lawyerB'],
    ] as const) {
      const expected = MAY_OPEN[reader].includes(p) ? 200 : 404;
      expect((await get(reader, `/api/cases/${placed[p].id}/scheme`)).statusCode).toBe(expected);
      expect((await get(reader, `/api/cases/${placed[p].id}/scheme/export?format=csv`)).statusCode).toBe(
        expected,
      );
    }
  });
});
