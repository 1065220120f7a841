import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { caseEvents, leads } from '../../src/server/db/schema';
import { createCase, createUser } from '../../src/server/seed/factories';
import { sessionCookieOf, sessionFor, type TestApp } from './test-app';

/**
 * What anyone on the internet can do toward the public check (D38): register, accept the fee
 * agreement of the new case, put a payment on its trail, take it off again, and ask the check.
 * Everything goes through the API, as a visitor would.
 */
let n = 0;
const freshIp = () => `10.38.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

/** A surname no other visitor has (letters only), so no two registrants match each other's name. */
const surname = () => `Fake${Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;

export async function registerVisitor(t: TestApp, overrides: Record<string, unknown> = {}) {
  const lastName = surname();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: freshIp(),
    payload: {
      firstName: 'Vera',
      lastName,
      email: `vera.${randomBytes(4).toString('hex')}@example.test`,
      country: 'NL',
      fraudType: 'cryptocurrency',
      amountLost: '5000.00',
      description: 'A trading platform kept my deposit.',
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieOf(response)!;
  const { leadId } = (response.json() as { clientData: { leadId: string } }).clientData;
  const [lead] = await t.db
    .select({ caseId: leads.caseId, clientId: leads.clientId })
    .from(leads)
    .where(eq(leads.id, leadId));
  return { cookie, caseId: lead!.caseId, clientId: lead!.clientId, leadId, name: `Vera ${lastName}` };
}

/** The case's client accepts the fee agreement shown to them, typing their name. */
export async function acceptAgreement(t: TestApp, cookie: string, caseId: string, fullName: string) {
  const shown = await t.app.inject({
    method: 'GET',
    url: `/api/cases/${caseId}/fee-agreement`,
    headers: { cookie },
  });
  const { version, language, textSha256 } = shown.json() as Record<string, string>;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/fee-agreement`,
    headers: { cookie },
    payload: { fullName, agree: true, version, language, textSha256 },
  });
  if (response.statusCode !== 201) throw new Error(`agreement: ${response.statusCode} ${response.body}`);
}

/** A bank transfer to `iban` on the case's trail, as whoever `cookie` is; the entry's id. */
export async function payInto(t: TestApp, cookie: string, caseId: string, iban: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/payment-trail/payments`,
    headers: { cookie },
    payload: { paidOn: '2026-03-02', amount: '900.00', currency: 'EUR', method: 'bank_transfer', iban },
  });
  if (response.statusCode !== 201) throw new Error(`payment: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

export const removeEntry = (t: TestApp, cookie: string, caseId: string, entryId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/cases/${caseId}/payment-trail/payments/${entryId}`,
    headers: { cookie },
  });

/** The public check's answer for `value`, asked from an address of its own (the limit is per address). */
export async function publicAnswer(t: TestApp, value: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/indicator-check',
    payload: { value },
    remoteAddress: freshIp(),
  });
  if (response.statusCode !== 200) throw new Error(`check: ${response.statusCode} ${response.body}`);
  return response.json() as { result: string; reports?: string };
}

/** POST …/review (and …/review/withdraw with a reason) as whoever `cookie` is. */
export const reviewOnCase = (t: TestApp, cookie: string, caseId: string, indicatorId: string, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/indicators/${indicatorId}/review`,
    headers: { cookie, ...headers },
  });

export const withdrawReview = (
  t: TestApp,
  cookie: string,
  caseId: string,
  indicatorId: string,
  reason = 'Reviewed on the wrong case',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/indicators/${indicatorId}/review/withdraw`,
    headers: { cookie },
    payload: { reason },
  });

/** A Dutch IBAN with valid check digits (ISO 13616 mod 97), a new one each call. */
let accounts = 417_164_300;
export function nextIban(): string {
  const bban = `ABNA${String(accounts++).padStart(10, '0')}`;
  const digits = `${bban}NL00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return `NL${String(98 - Number(BigInt(digits) % 97n)).padStart(2, '0')}${bban}`;
}

/**
 * A client whose case (on `deskId`, with `lawyerId`) names `iban` on the trail they typed
 * themselves, the fee agreement signed unless told otherwise, and `assignedBy` on the case
 * timeline as the staff member who gave it to the lawyer (a second person for a review, D131).
 */
export async function clientPaying(
  t: TestApp,
  input: { iban: string; deskId: string; lawyerId: string; assignedBy: string; agreement?: boolean },
) {
  const client = await createUser(t.db, { role: 'client' });
  const theCase = await createCase(t.db, {
    clientId: client.id,
    deskId: input.deskId,
    lawyerId: input.lawyerId,
    feeAgreementAccepted: input.agreement ?? true,
  });
  await t.db
    .insert(caseEvents)
    .values({ caseId: theCase.id, actorId: input.assignedBy, kind: 'lawyer_assigned' });
  const cookie = await sessionFor(t, client.id);
  const entryId = await payInto(t, cookie, theCase.id, input.iban);
  return { client, cookie, caseId: theCase.id, entryId, name: `${client.firstName} ${client.lastName}` };
}
