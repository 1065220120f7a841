import { describe, expect, it } from 'vitest';
import { casesFixture } from '../../../../tests/support/cases';
import { appPerFile } from '../../../../tests/support/test-app';
import { createCase } from '../../seed/factories';

const t = appPerFile();
const f = casesFixture(() => t);
const { call } = f;

const statuses = (steps: { id: string; status: string }[]) => steps.map((s) => `${s.id}:${s.status}`);

describe('GET /api/client/dashboard', () => {
  it('shows a client without a case an honest empty state', async () => {
    const withPassword = await f.person('client');
    const r = await call(withPassword.cookie, 'GET', '/api/client/dashboard');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      user: { id: withPassword.id, firstName: 'Test', lastName: withPassword.lastName, hasPassword: true },
      case: null,
      recoverySteps: [],
      recentActivity: [],
      stats: {
        currency: 'USD',
        totalRecovered: 0,
        totalRecoveredCents: 0,
        feeAmount: 0,
        feeAmountCents: 0,
        totalAvailable: 0,
        totalAvailableCents: 0,
        heldAmount: 0,
        heldAmountCents: 0,
        paidOutAmount: 0,
        paidOutAmountCents: 0,
      },
      cases: [],
    });
  });

  it('derives progress, steps, activity and money from the records of the case (D1, D2)', async () => {
    const { lawyer, client, theCase } = await f.team({ firstName: 'Carla' });
    await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, {
      phase: 'investigation',
      notes: 'Tracing started',
    });
    await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}`, { priority: 'urgent' });
    await f.recordRecovery(lawyer.cookie, theCase.id, 1250.5);
    await call(client.cookie, 'POST', '/api/client/notes', { body: 'I found more receipts.' });

    const r = await call(client.cookie, 'GET', '/api/client/dashboard');
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.user).toEqual({
      id: client.id,
      firstName: 'Carla',
      lastName: client.lastName,
      hasPassword: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/"password(Hash)?"/i);
    expect(body.case).toMatchObject({
      id: theCase.id,
      reference: theCase.reference,
      fraudType: 'investment',
      amountLost: 25_000,
      currency: 'USD',
      phase: 'investigation',
      progress: 20,
    });
    expect(statuses(body.recoverySteps)).toEqual([
      'new:completed',
      'investigation:in-progress',
      'evidence:pending',
      'legal:pending',
      'recovery:pending',
      'completed:pending',
    ]);
    expect(body.recoverySteps[1].estimatedTime).toEqual({ min: 1, max: 3, unit: 'days' });
    expect(body.recoverySteps[1].startedAt).toBe(body.recoverySteps[0].completedAt);
    // The staff-only edit (priority) is not in the client's activity.
    // The recovery is on the timeline as money received once a second person confirmed it (D26;
    // written by the ledger service); its report never was (D41).
    expect(body.recentActivity.map((a: { kind: string }) => a.kind)).toEqual([
      'client_note',
      'recovery_recorded',
      'phase_changed',
    ]);
    // Its amounts in major units, as every figure the API gives (the screen words them).
    expect(body.recentActivity[1]).toMatchObject({
      status: 'success',
      params: { amount: 1250.5, fee: 250.1, share: 1000.4, currency: 'USD' },
    });
    expect(body.recentActivity[2]).toMatchObject({
      status: 'info',
      params: { fromPhase: 'new', toPhase: 'investigation' },
    });
    expect(body.stats).toEqual({
      currency: 'USD',
      totalRecovered: 1250.5,
      totalRecoveredCents: 125_050,
      feeAmount: 250.1,
      feeAmountCents: 25_010,
      totalAvailable: 1000.4,
      totalAvailableCents: 100_040,
      heldAmount: 0,
      heldAmountCents: 0,
      paidOutAmount: 0,
      paidOutAmountCents: 0,
    });
    expect(body.cases).toEqual([expect.objectContaining({ id: theCase.id, progress: 20 })]);
  });

  it('marks a completed case as success and 100%', async () => {
    const { lawyer, client, theCase } = await f.team();
    await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase: 'completed' });
    const body = (await call(client.cookie, 'GET', '/api/client/dashboard')).json();
    expect(body.case.progress).toBe(100);
    expect(body.recoverySteps.every((s: { status: string }) => s.status === 'completed')).toBe(true);
    expect(body.recentActivity[0]).toMatchObject({ kind: 'phase_changed', status: 'success' });
  });

  it('shows the most recent of several cases, lists them all, and shows where a closed one got to', async () => {
    const { lawyer, client, theCase } = await f.team();
    await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase: 'legal' });
    await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase: 'closed' });
    const newer = await createCase(t.db, { clientId: client.id, title: 'Romance scam transfers' });
    const body = (await call(client.cookie, 'GET', '/api/client/dashboard')).json();
    expect(body.case).toMatchObject({ id: newer.id, phase: 'new', progress: 0 });
    expect(body.cases.map((c: { id: string; progress: number }) => [c.id, c.progress])).toEqual([
      [newer.id, 0],
      [theCase.id, 60],
    ]);

    const closed = (
      await call(client.cookie, 'GET', `/api/client/recovery-steps?caseId=${theCase.id}`)
    ).json();
    expect(closed).toMatchObject({ caseId: theCase.id, phase: 'closed', progress: 60 });
    expect(
      closed.recoverySteps.filter((s: { reached: boolean }) => s.reached).map((s: { id: string }) => s.id),
    ).toEqual(['new', 'investigation', 'evidence', 'legal']);
    expect(closed.recoverySteps.some((s: { status: string }) => s.status === 'in-progress')).toBe(false);
  });
});

describe('GET /api/client/recovery-steps', () => {
  it('gives the steps of the most recent case, with estimates from the firm settings', async () => {
    const { client, theCase } = await f.team({}, { phase: 'evidence' });
    const admin = await f.person('admin');
    const saved = await call(admin.cookie, 'PUT', '/api/admin/settings', {
      stepEstimates: { evidence: { min: 1, max: 2, unit: 'weeks' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const r = await call(client.cookie, 'GET', '/api/client/recovery-steps');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ caseId: theCase.id, phase: 'evidence', progress: 40 });
    expect(r.json().recoverySteps[2]).toMatchObject({
      id: 'evidence',
      status: 'in-progress',
      progress: 0,
      titleKey: 'recoverySteps.evidence.title',
      estimatedTime: { min: 1, max: 2, unit: 'weeks' },
    });
  });

  it('gives empty steps without a case, 404 for another client’s case and 400 for a bad id', async () => {
    const loner = await f.person('client');
    expect((await call(loner.cookie, 'GET', '/api/client/recovery-steps')).json()).toEqual({
      caseId: null,
      phase: null,
      progress: null,
      recoverySteps: [],
    });
    const { theCase } = await f.team();
    expect(
      (await call(loner.cookie, 'GET', `/api/client/recovery-steps?caseId=${theCase.id}`)).statusCode,
    ).toBe(404);
    const bad = await call(loner.cookie, 'GET', '/api/client/recovery-steps?caseId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.caseId).toBe('Not a valid case id');
  });

  it('is for clients only', async () => {
    const { lawyer } = await f.team();
    expect((await call(lawyer.cookie, 'GET', '/api/client/recovery-steps')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/client/dashboard')).statusCode).toBe(401);
  });
});

describe('POST /api/client/notes', () => {
  it('puts the note on the client’s most recent case timeline, audited, seen by the lawyer', async () => {
    const { lawyer, client, theCase } = await f.team();
    const r = await call(client.cookie, 'POST', '/api/client/notes', {
      body: '  The bank called me today.  ',
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({
      kind: 'client_note',
      notes: 'The bank called me today.',
      clientVisible: true,
      actor: { id: client.id, role: 'client' },
    });
    const seen = (await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/timeline`)).json();
    expect(seen.events[0]).toMatchObject({ id: r.json().id, notes: 'The bank called me today.' });
    const [audit] = await f.auditOf('case', theCase.id);
    expect(audit).toMatchObject({ action: 'case.client_note_added', actorId: client.id });
  });

  it('answers 400 with the field for an empty or overlong note', async () => {
    const { client, theCase } = await f.team();
    for (const body of ['   ', 'x'.repeat(5001)]) {
      const r = await call(client.cookie, 'POST', '/api/client/notes', { body });
      expect(r.statusCode).toBe(400);
      expect(r.json().error.fields.body).toMatch(/Write your note first|under 5,000/);
    }
    expect(await f.eventsOf(theCase.id)).toHaveLength(0);
  });

  it('refuses another client’s case with 404, a client without a case with 404, and staff with 403', async () => {
    const { lawyer, theCase } = await f.team();
    const other = await f.team();
    const r = await call(other.client.cookie, 'POST', '/api/client/notes', {
      caseId: theCase.id,
      body: 'Hi',
    });
    expect(r.statusCode).toBe(404);
    expect(await f.eventsOf(theCase.id)).toHaveLength(0);
    const loner = await f.person('client');
    const none = await call(loner.cookie, 'POST', '/api/client/notes', { body: 'Hello?' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toMatch(/no case yet/);
    expect((await call(lawyer.cookie, 'POST', '/api/client/notes', { body: 'Hi' })).statusCode).toBe(403);
  });
});
