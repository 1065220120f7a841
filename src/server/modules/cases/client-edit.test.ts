import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { casesFixture } from '../../../../tests/support/cases';
import { appPerFile } from '../../../../tests/support/test-app';
import { auditLog, cases, users } from '../../db/schema';
import { createCase, createUser } from '../../seed/factories';

const t = appPerFile();
const f = casesFixture(() => t);
const { call } = f;

const edit = (
  role: 'lawyer' | 'manager',
  cookie: string,
  clientId: string,
  payload: Record<string, unknown>,
) => call(cookie, 'PUT', `/api/${role}/clients/${clientId}`, payload);

/** The spec's dialog payload with the ledger's own figures for the money fields. */
const dialog = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Jansen',
  email: `dana-${Math.random().toString(36).slice(2)}@example.test`,
  phone: '+31 20 123 4567',
  lossAmount: 30_000,
  recoveredAmount: 1000,
  availableBalance: 800,
  ...overrides,
});

const snapshot = async (clientId: string, caseId: string) => ({
  user: (await t.db.select().from(users).where(eq(users.id, clientId)))[0],
  theCase: (await t.db.select().from(cases).where(eq(cases.id, caseId)))[0],
  audit: await t.db.select().from(auditLog).where(eq(auditLog.entityId, clientId)),
  caseAudit: await f.auditOf('case', caseId),
});

describe('PUT /api/lawyer/clients/:id and /api/manager/clients/:id', () => {
  // D34: the name and the loss are saved at once; email and phone wait for the client to confirm.
  it('saves personal data and the loss, audited, and answers with amounts from the ledger', async () => {
    const { lawyer, client, theCase } = await f.team();
    await f.recordRecovery(lawyer.cookie, theCase.id, 1000);
    const payload = dialog();
    const r = await edit('lawyer', lawyer.cookie, client.id, { id: client.id, ...payload });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      id: client.id,
      firstName: 'Dana',
      lastName: 'Jansen',
      email: client.email,
      phone: null,
      pendingContactChanges: [
        expect.objectContaining({ field: 'email', value: payload.email }),
        expect.objectContaining({ field: 'phone', value: '+31 20 123 4567' }),
      ],
      status: 'active',
      totalCases: 1,
      totalRecovered: 1000,
      caseId: theCase.id,
      currency: 'USD',
      lossAmount: 30_000,
      recoveredAmount: 1000,
      availableBalance: 800,
    });
    const after = await snapshot(client.id, theCase.id);
    expect(after.theCase!.amountLostCents).toBe(3_000_000);
    expect(after.audit.find((a) => a.action === 'client.updated')).toMatchObject({
      actorId: lawyer.id,
      before: { firstName: 'Test' },
      after: { firstName: 'Dana', fields: ['firstName', 'lastName'] },
    });
    expect(after.audit.filter((a) => a.action === 'client.contact_change_proposed')).toHaveLength(2);
    expect(after.caseAudit.find((a) => a.action === 'case.loss_amount_changed')).toMatchObject({
      before: { lossAmountCents: 2_500_000 },
      after: { lossAmountCents: 3_000_000 },
    });
  });

  it('refuses typed-in recovered or available amounts with 422 and writes nothing (D7)', async () => {
    const { manager, lawyer, client, theCase } = await f.team();
    await f.recordRecovery(lawyer.cookie, theCase.id, 1000);
    const before = await snapshot(client.id, theCase.id);
    // "Full Recovery" from the old dialog: recovered = loss, available = 80% of it.
    const r = await edit(
      'manager',
      manager.cookie,
      client.id,
      dialog({ recoveredAmount: 25_000, availableBalance: 20_000 }),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().error.code).toBe('unprocessable');
    expect(r.json().error.message).toMatch(/Funds are recorded as recoveries in the ledger/);
    expect(r.json().error.fields.recoveredAmount).toMatch(/\$1,000\.00 recovered/);
    expect(r.json().error.fields.availableBalance).toMatch(/\$800\.00/);
    expect(await snapshot(client.id, theCase.id)).toEqual(before);

    const onlyAvailable = await edit('manager', manager.cookie, client.id, { availableBalance: '0' });
    expect(onlyAvailable.statusCode).toBe(422);
    expect(Object.keys(onlyAvailable.json().error.fields)).toEqual(['availableBalance']);
  });

  it('accepts zero balances when the ledger has none, and amounts as strings', async () => {
    const { lawyer, client } = await f.team();
    const r = await edit('lawyer', lawyer.cookie, client.id, {
      lossAmount: '12500.50',
      recoveredAmount: 0,
      availableBalance: '0.00',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ lossAmount: 12_500.5, recoveredAmount: 0, availableBalance: 0 });
  });

  it('answers 409 when the email belongs to someone else (whatever its case), and saves nothing', async () => {
    const { lawyer, client, theCase } = await f.team();
    const other = await createUser(t.db, { email: 'Taken.Address@example.test' });
    const before = await snapshot(client.id, theCase.id);
    const r = await edit(
      'lawyer',
      lawyer.cookie,
      client.id,
      dialog({ email: 'taken.address@EXAMPLE.test', recoveredAmount: 0, availableBalance: 0 }),
    );
    expect(r.statusCode).toBe(409);
    expect(r.json().error.fields.email).toBe('Another account already uses this email address.');
    expect(await snapshot(client.id, theCase.id)).toEqual(before);
    expect(other.email).toBe('Taken.Address@example.test');
    // The client's own address written in capitals is not a conflict.
    const own = await edit('lawyer', lawyer.cookie, client.id, { email: client.email.toUpperCase() });
    expect(own.statusCode).toBe(200);
  });

  it('answers 400 with field messages for bad values or an empty body', async () => {
    const { lawyer, client } = await f.team();
    const bad = await edit('lawyer', lawyer.cookie, client.id, {
      firstName: ' ',
      email: 'not-an-email',
      phone: 'call me',
      lossAmount: -5,
      recoveredAmount: 'lots',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      firstName: 'First name is required',
      email: 'Enter a valid email address',
      phone: expect.stringMatching(/6 to 15 digits/),
      lossAmount: expect.stringMatching(/positive amount/),
      recoveredAmount: expect.stringMatching(/0 or more/),
    });
    const empty = await edit('lawyer', lawyer.cookie, client.id, { caseId: undefined });
    expect(empty.statusCode).toBe(400);
  });

  it('proposes clearing the phone with an empty value (D18: optional; D34: the client confirms)', async () => {
    const { lawyer, client } = await f.team({ phone: '+44 20 7946 0000' });
    const r = await edit('lawyer', lawyer.cookie, client.id, { phone: '' });
    expect(r.json()).toMatchObject({
      phone: '+44 20 7946 0000',
      pendingContactChanges: [expect.objectContaining({ field: 'phone', value: null })],
    });
  });

  it('changes the loss of the case named by caseId, only within the caller’s cases', async () => {
    const { lawyer, client, desk, theCase } = await f.team();
    const second = await createCase(t.db, { clientId: client.id, deskId: desk.id, lawyerId: lawyer.id });
    const r = await edit('lawyer', lawyer.cookie, client.id, { caseId: theCase.id, lossAmount: 1234 });
    expect(r.json()).toMatchObject({ caseId: theCase.id, lossAmount: 1234, totalCases: 2 });
    const [untouched] = await t.db.select().from(cases).where(eq(cases.id, second.id));
    expect(untouched!.amountLostCents).toBe(2_500_000);

    const elsewhere = await createCase(t.db, { clientId: client.id });
    const out = await edit('lawyer', lawyer.cookie, client.id, { caseId: elsewhere.id, lossAmount: 99 });
    expect(out.statusCode).toBe(404);
    const [still] = await t.db.select().from(cases).where(eq(cases.id, elsewhere.id));
    expect(still!.amountLostCents).toBe(2_500_000);
  });

  it('answers 404 for clients outside the caller’s cases or desk, and 403 to other roles', async () => {
    const { client, theCase } = await f.team();
    const outsider = await f.team();
    const before = await snapshot(client.id, theCase.id);
    expect((await edit('lawyer', outsider.lawyer.cookie, client.id, { firstName: 'X' })).statusCode).toBe(
      404,
    );
    expect((await edit('manager', outsider.manager.cookie, client.id, { firstName: 'X' })).statusCode).toBe(
      404,
    );
    expect((await edit('lawyer', outsider.manager.cookie, client.id, { firstName: 'X' })).statusCode).toBe(
      403,
    );
    expect((await edit('manager', client.cookie, client.id, { firstName: 'X' })).statusCode).toBe(403);
    const staffId = await edit('lawyer', outsider.lawyer.cookie, outsider.lawyer.id, { firstName: 'X' });
    expect(staffId.statusCode).toBe(404);
    expect(await snapshot(client.id, theCase.id)).toEqual(before);
  });
});
