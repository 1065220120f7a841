import { describe, expect, it } from 'vitest';
import { lawyersDesk, type Person } from '../../../../tests/support/lawyers-desk';
import { recoverConfirmed } from '../../../../tests/support/recoveries';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { addCaseEvent } from '../../core/case-events';
import { createCase, createFeeAgreement, createLead, createUser, type NewCase } from '../../seed/factories';

const t = appPerFile();
const { desk, admin, get, newLawyer } = lawyersDesk(t);
let n = 0;

/** Money actually received, through the ledger endpoints: reported, then confirmed (D7, D26). */
async function recover(caseId: string, amount: number) {
  await recoverConfirmed(t, admin.cookie, caseId, {
    amount,
    receivedAt: '2026-01-20',
    source: 'bank_recall',
    reference: `BR-${n++}`,
  });
}
async function caseFor(
  lawyer: Person,
  overrides: Partial<NewCase> & { client?: { firstName?: string; lastName?: string } } = {},
) {
  const { client: names, ...rest } = overrides;
  const client = await createUser(t.db, { role: 'client', ...names });
  return createCase(t.db, { clientId: client.id, lawyerId: lawyer.id, deskId: desk.id, ...rest });
}

describe('GET /api/lawyer/dashboard', () => {
  it('computes every figure from the cases and the ledger (D3)', async () => {
    const lawyer = await newLawyer();
    await caseFor(lawyer, { phase: 'investigation' });
    const legal = await caseFor(lawyer, { phase: 'legal' });
    await recover(legal.id, 1000);
    const won = await caseFor(lawyer, { phase: 'completed' });
    await recover(won.id, 2500.5);
    await caseFor(lawyer, { phase: 'completed' }); // completed with nothing recovered: not a success
    await caseFor(lawyer, { phase: 'closed' });
    const euro = await caseFor(lawyer, { phase: 'recovery', currency: 'EUR' });
    await recover(euro.id, 700); // another currency: not added to the dollar total
    const someoneElses = await caseFor(await newLawyer(), { phase: 'completed' });
    await recover(someoneElses.id, 9999);

    const response = await get(lawyer, '/api/lawyer/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      activeCases: 3,
      totalRecovered: 3500.5,
      currency: 'USD',
      successRate: 33.3, // 1 completed with recovery over 2 completed + 1 closed
    });
  });

  it('shows no success rate until a case is finished, never a made-up one', async () => {
    const lawyer = await newLawyer();
    await caseFor(lawyer, { phase: 'new' });
    expect((await get(lawyer, '/api/lawyer/dashboard')).json()).toMatchObject({
      activeCases: 1,
      totalRecovered: 0,
      successRate: null,
      urgentTasks: [],
      recentActivity: [],
    });
  });

  it('lists at most 5 active urgent cases by due date, the new leads of the desk and recent activity on my cases', async () => {
    const lawyer = await newLawyer();
    const dues = ['2026-03-05', '2026-03-01', null, '2026-03-04', '2026-03-02', '2026-03-03'];
    for (const dueDate of dues) {
      await caseFor(lawyer, {
        priority: 'urgent',
        dueDate,
        client: { firstName: 'Eva', lastName: `U${dueDate}` },
      });
    }
    await caseFor(lawyer, { priority: 'urgent', phase: 'closed', dueDate: '2026-01-01' });
    await caseFor(lawyer, { priority: 'high', dueDate: '2026-01-01' });
    const before = (await get(lawyer, '/api/lawyer/dashboard')).json().newLeads;
    await createLead(t.db, { country: 'DE' });
    await createLead(t.db, { country: 'FR' }); // not this desk's country
    const mine = await caseFor(lawyer, { title: 'Romance scam via dating app' });
    await addCaseEvent(t.db, {
      caseId: mine.id,
      actorId: lawyer.id,
      kind: 'case_updated',
      notes: 'Called bank',
    });
    const other = await caseFor(await newLawyer());
    await addCaseEvent(t.db, { caseId: other.id, actorId: null, kind: 'case_updated', notes: 'Not mine' });

    const body = (await get(lawyer, '/api/lawyer/dashboard')).json();
    expect(body.urgentTasks.map((u: { dueDate: string | null }) => u.dueDate)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
    expect(body.urgentTasks[0]).toMatchObject({ clientName: 'Eva U2026-03-01', title: expect.any(String) });
    expect(body.newLeads).toBe(before + 1);
    expect(body.recentActivity).toHaveLength(1);
    expect(body.recentActivity[0]).toMatchObject({
      caseId: mine.id,
      caseReference: mine.reference,
      kind: 'case_updated',
      notes: 'Called bank',
      clientVisible: true,
    });
  });

  it('is for lawyers only', async () => {
    const { cookie } = await loginAs(t, 'manager', { deskId: desk.id });
    expect((await get({ id: '', cookie }, '/api/lawyer/dashboard')).statusCode).toBe(403);
  });
});

describe('GET /api/lawyer/cases', () => {
  it('lists only my cases in the spec shape, with the recovered amount from the ledger', async () => {
    const lawyer = await newLawyer();
    const theCase = await caseFor(lawyer, {
      title: 'USDT sent to fake exchange',
      priority: 'high',
      phase: 'evidence',
      amountLostCents: 4_000_000,
      nextAction: 'Request exchange freeze',
      dueDate: '2026-04-01',
      client: { firstName: 'Pieter', lastName: 'Smit' },
    });
    await recover(theCase.id, 1234.56);
    const acceptedAt = new Date('2026-03-02T09:30:00.000Z');
    await createFeeAgreement(t.db, { caseId: theCase.id, acceptedAt });
    await caseFor(await newLawyer());

    const body = (await get(lawyer, '/api/lawyer/cases')).json();
    expect(body).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(body.cases[0]).toEqual({
      id: theCase.id,
      reference: theCase.reference,
      title: 'USDT sent to fake exchange',
      fraudType: 'investment',
      clientId: theCase.clientId,
      clientName: 'Pieter Smit',
      status: 'evidence',
      priority: 'high',
      amountLost: 40_000,
      amountLostCents: 4_000_000,
      recoveredAmount: 1234.56,
      recoveredAmountCents: 123_456,
      currency: 'USD',
      nextAction: 'Request exchange freeze',
      createdAt: theCase.createdAt.toISOString(),
      lastUpdate: expect.any(String),
      dueDate: '2026-04-01',
      feeAgreementAcceptedAt: acceptedAt.toISOString(),
    });
    const unsigned = await caseFor(lawyer, { title: 'Not signed yet' });
    const listed = (await get(lawyer, '/api/lawyer/cases')).json().cases;
    expect(listed.find((c: { id: string }) => c.id === unsigned.id).feeAgreementAcceptedAt).toBeNull();
  });

  it('searches client names and titles case-insensitively, filters status (legal-action alias) and priority', async () => {
    const lawyer = await newLawyer();
    const a = await caseFor(lawyer, { client: { firstName: 'Greta', lastName: 'Hoffmann' }, phase: 'legal' });
    const b = await caseFor(lawyer, { title: 'Forex broker 50% bonus trap', priority: 'urgent' });
    const c = await caseFor(lawyer, { client: { firstName: 'Marco', lastName: 'Rossi' }, priority: 'low' });
    const ids = async (query: string) =>
      (await get(lawyer, `/api/lawyer/cases?${query}`)).json().cases.map((x: { id: string }) => x.id);

    expect(await ids('q=hoffMANN')).toEqual([a.id]);
    expect(await ids('q=greta')).toEqual([a.id]);
    expect(await ids('q=%20Greta%20%20hoff%20')).toEqual([a.id]); // every word must match somewhere
    expect(await ids('q=greta%20rossi')).toEqual([]);
    expect(await ids('q=bonus')).toEqual([b.id]);
    expect(await ids('q=50%25')).toEqual([b.id]); // a literal %, not a wildcard
    expect(await ids('status=legal-action')).toEqual([a.id]);
    expect(await ids('status=legal')).toEqual([a.id]);
    expect(await ids('priority=urgent')).toEqual([b.id]);
    expect((await ids('limit=2&page=1')).concat(await ids('limit=2&page=2')).sort()).toEqual(
      [a.id, b.id, c.id].sort(),
    );
    expect((await get(lawyer, '/api/lawyer/cases?limit=2&page=2')).json()).toMatchObject({
      total: 3,
      page: 2,
    });
    // Past the last page: no rows, and still the true total (it cannot come from the page).
    expect((await get(lawyer, '/api/lawyer/cases?priority=urgent&limit=2&page=4')).json()).toMatchObject({
      cases: [],
      total: 1,
    });
  });

  it('answers 400 with field messages for unknown filters', async () => {
    const lawyer = await newLawyer();
    const response = await get(lawyer, '/api/lawyer/cases?status=won&priority=asap&page=0');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['page', 'priority', 'status']);
    expect(response.json().error.fields.page).toBe('Pages start at 1');
  });
});

describe('GET /api/lawyer/clients', () => {
  it('lists the clients of my cases with figures from the ledger', async () => {
    const lawyer = await newLawyer();
    const client = await createUser(t.db, {
      role: 'client',
      firstName: 'Ines',
      lastName: 'Alvarez',
      phone: '+34 600 1',
    });
    const one = await createCase(t.db, {
      clientId: client.id,
      lawyerId: lawyer.id,
      amountLostCents: 1_000_000,
    });
    const latest = await createCase(t.db, {
      clientId: client.id,
      lawyerId: lawyer.id,
      amountLostCents: 500_000,
    });
    await createCase(t.db, { clientId: client.id, amountLostCents: 999_900 }); // not mine, and later
    await recover(one.id, 1000);
    await caseFor(await newLawyer()); // someone else's client

    const body = (await get(lawyer, '/api/lawyer/clients')).json();
    expect(body).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(body.clients[0]).toEqual({
      id: client.id,
      firstName: 'Ines',
      lastName: 'Alvarez',
      email: client.email,
      phone: '+34 600 1',
      country: null,
      status: 'active',
      totalCases: 2,
      lossAmount: 15_000,
      lossAmountCents: 1_500_000,
      recoveredAmount: 1000,
      recoveredAmountCents: 100_000,
      totalRecovered: 1000,
      totalRecoveredCents: 100_000,
      availableBalance: 800, // 80% of 1,000 after the fee (D7)
      availableBalanceCents: 80_000,
      currency: 'USD',
      joinDate: client.createdAt.toISOString(),
      // Where Contact and Cases lead: their latest case that is mine, not the later one of another.
      latestCaseId: latest.id,
    });
  });

  it('searches by name or email and paginates', async () => {
    const lawyer = await newLawyer();
    await caseFor(lawyer, { client: { firstName: 'Karl', lastName: 'Zimmer' } });
    await caseFor(lawyer, { client: { firstName: 'Lotte', lastName: 'Abel' } });
    const found = (await get(lawyer, '/api/lawyer/clients?q=zimm')).json();
    expect(found.clients.map((c: { lastName: string }) => c.lastName)).toEqual(['Zimmer']);
    const page2 = (await get(lawyer, '/api/lawyer/clients?limit=1&page=2')).json();
    expect(page2).toMatchObject({ total: 2, page: 2 });
    expect(page2.clients.map((c: { lastName: string }) => c.lastName)).toEqual(['Zimmer']);
  });

  it('answers 400 for a limit out of range', async () => {
    const lawyer = await newLawyer();
    const response = await get(lawyer, '/api/lawyer/clients?limit=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.limit).toBe('Ask for at least 1 row');
  });
});
