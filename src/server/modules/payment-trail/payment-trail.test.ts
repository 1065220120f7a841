import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankPayment, cryptoPayment, SAMPLES, signedInPerson } from '../../../../tests/support/payment-trail';
import { appPerFile } from '../../../../tests/support/test-app';
import { auditLog, schemePayments } from '../../db/schema';
import { createCase, createDesk, type NewUser } from '../../seed/factories';

const t = appPerFile();

const person = (role: NewUser['role'], overrides: NewUser = {}) => signedInPerson(t, role, overrides);

/** A desk with its lawyer and a client whose case that lawyer has. */
async function deskCase(country = 'NL') {
  const desk = await createDesk(t.db, { countries: [country] });
  const lawyer = await person('lawyer', { deskId: desk.id });
  const client = await person('client', { country });
  const theCase = await createCase(t.db, {
    clientId: client.id,
    deskId: desk.id,
    lawyerId: lawyer.id,
    currency: 'EUR',
  });
  return { desk, lawyer, client, theCase };
}

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
) => t.app.inject({ method, url, payload: payload as never, headers: { cookie, ...headers } });
const trailOf = (cookie: string, caseId: string) => call(cookie, 'GET', `/api/cases/${caseId}/payment-trail`);

describe('the payment trail', () => {
  it('refuses a wallet address whose checksum is wrong, with a clear message, and stores nothing', async () => {
    const { client, theCase } = await deskCase();
    const r = await call(
      client.cookie,
      'POST',
      `/api/cases/${theCase.id}/payment-trail/payments`,
      cryptoPayment({ walletAddress: SAMPLES.evmWrongChecksum }),
    );
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().error.fields.walletAddress).toMatch(/checksum/i);
    expect((await trailOf(client.cookie, theCase.id)).json().payments).toEqual([]);
  });

  it('words the refusal in the language on screen', async () => {
    const { client, theCase } = await deskCase();
    const r = await call(
      client.cookie,
      'POST',
      `/api/cases/${theCase.id}/payment-trail/payments`,
      bankPayment({ iban: 'DE89370400440532013001' }),
      { 'x-screen-language': 'de' },
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().error.fields.iban).toMatch(/IBAN/);
    expect(r.json().error.fields.iban).not.toMatch(/check digits/);
  });

  it('asks for a destination of a bank transfer', async () => {
    const { client, theCase } = await deskCase();
    const r = await call(
      client.cookie,
      'POST',
      `/api/cases/${theCase.id}/payment-trail/payments`,
      bankPayment({ iban: '', accountNumber: '' }),
    );
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().error.fields)).toContain('iban');
  });

  it('gives the client and the lawyer the same list; only staff see the indicator', async () => {
    const { client, lawyer, theCase } = await deskCase();
    const added = await call(
      client.cookie,
      'POST',
      `/api/cases/${theCase.id}/payment-trail/payments`,
      cryptoPayment(),
    );
    expect(added.statusCode, added.body).toBe(201);
    const mine = (await trailOf(client.cookie, theCase.id)).json();
    const staff = (await trailOf(lawyer.cookie, theCase.id)).json();
    expect(mine.payments.map((p: { id: string }) => p.id)).toEqual(
      staff.payments.map((p: { id: string }) => p.id),
    );
    expect(mine.payments[0]).toMatchObject({
      walletAddress: SAMPLES.evm,
      amountCents: 250_000,
      currency: 'EUR',
      indicator: null,
    });
    expect(staff.payments[0].indicator).toMatchObject({
      kind: 'crypto_address',
      value: `evm:${SAMPLES.evm.toLowerCase()}`,
      status: 'unreviewed',
    });
    expect(mine.totals).toEqual([{ currency: 'EUR', amount: 2500, amountCents: 250_000 }]);
    expect(mine.phoneCountry).toBe('NL');
  });

  it('keeps only the fields of the chosen method', async () => {
    const { lawyer, theCase } = await deskCase();
    const r = await call(lawyer.cookie, 'POST', `/api/cases/${theCase.id}/payment-trail/payments`, {
      ...bankPayment(),
      method: 'card',
      cardNetwork: 'visa',
      merchantDescriptor: 'fxtradepro*london',
    });
    expect(r.statusCode, r.body).toBe(201);
    const [row] = await t.db.select().from(schemePayments).where(eq(schemePayments.id, r.json().id));
    expect(row).toMatchObject({
      method: 'card',
      iban: null,
      bic: null,
      beneficiaryName: null,
      merchantDescriptor: 'fxtradepro*london',
    });
  });

  it('lets a client change only what they entered, and keeps a removed row for the audit trail', async () => {
    const { client, lawyer, theCase } = await deskCase();
    const byLawyer = (
      await call(lawyer.cookie, 'POST', `/api/cases/${theCase.id}/payment-trail/payments`, bankPayment())
    ).json().id;
    const byClient = (
      await call(client.cookie, 'POST', `/api/cases/${theCase.id}/payment-trail/payments`, cryptoPayment())
    ).json().id;
    const refused = await call(
      client.cookie,
      'DELETE',
      `/api/cases/${theCase.id}/payment-trail/payments/${byLawyer}`,
    );
    expect(refused.statusCode).toBe(403);
    const corrected = await call(
      client.cookie,
      'PUT',
      `/api/cases/${theCase.id}/payment-trail/payments/${byClient}`,
      cryptoPayment({ amount: '99.50' }),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const removed = await call(
      client.cookie,
      'DELETE',
      `/api/cases/${theCase.id}/payment-trail/payments/${byClient}`,
    );
    expect(removed.statusCode).toBe(204);
    const trail = (await trailOf(lawyer.cookie, theCase.id)).json();
    expect(trail.payments.map((p: { id: string }) => p.id)).toEqual([byLawyer]);
    const [kept] = await t.db.select().from(schemePayments).where(eq(schemePayments.id, byClient));
    expect(kept).toMatchObject({ amountCents: 9950, removedBy: client.id });
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, theCase.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['trail.payment.added', 'trail.payment.updated', 'trail.payment.removed']),
    );
  });

  it('reads a national phone number in the country the form names, asks for one otherwise; a WhatsApp contact is that phone', async () => {
    const { client, lawyer, theCase } = await deskCase('NL');
    const phone = await call(client.cookie, 'POST', `/api/cases/${theCase.id}/payment-trail/contacts`, {
      kind: 'phone',
      value: '020 123 4567',
      phoneCountry: 'NL',
    });
    expect(phone.statusCode, phone.body).toBe(201);
    const noCountry = await call(client.cookie, 'POST', `/api/cases/${theCase.id}/payment-trail/contacts`, {
      kind: 'phone',
      value: '020 123 4567',
    });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().error.fields.value).toMatch(/country code/);
    const whatsapp = await call(client.cookie, 'POST', `/api/cases/${theCase.id}/payment-trail/contacts`, {
      kind: 'messenger',
      messenger: 'whatsapp',
      value: '+31 20 1234567',
    });
    expect(whatsapp.statusCode, whatsapp.body).toBe(201);
    const contacts = (await trailOf(lawyer.cookie, theCase.id)).json().contacts;
    expect(contacts.map((c: { indicator: { value: string } }) => c.indicator.value)).toEqual([
      '+31201234567',
      '+31201234567',
    ]);
  });
});
