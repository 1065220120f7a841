import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmReported } from '../../../tests/support/recoveries';
import { buildTestApp, loginAs, type TestApp } from '../../../tests/support/test-app';
import { holdPostings } from '../../shared/domain/ledger';
import { insertTransaction } from '../core/ledger-writer';
import { enrolTotpDirectly } from '../core/second-factors';
import { outboxEmails } from '../db/schema';
import { newTotpSecret } from '../lib/totp';
import { messageTexts } from '../locales';
import { createCase, createDesk, createUser } from '../seed/factories';

/**
 * D29 / issue 17: every refusal and every success note reaches a German reader in German. Each
 * call below sends `Accept-Language: de` and the answer's message and field messages must contain
 * no English: no English catalogue text, none of the common English words, no enum code.
 */

let t: TestApp;
let admin: string;
let lawyer: { id: string; cookie: string };
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAs(t, 'admin', { language: 'de' })).cookie;
  const signedIn = await loginAs(t, 'lawyer', { language: 'de' });
  lawyer = { id: signedIn.user.id, cookie: signedIn.cookie };
});
afterAll(() => t?.close());

const ENGLISH_WORDS = [
  ' the ',
  ' you ',
  ' your ',
  ' is ',
  ' not ',
  ' please ',
  ' this ',
  ' was ',
  ' cannot ',
  ' choose ',
  ' successfully ',
  ' been ',
  ' queued ',
];
const ENGLISH_TEXTS = new Set(Object.values(messageTexts.en));
const ENUM_CODES = ['chargeback', 'bank_recall', 'exchange_freeze'];

const call = (options: InjectOptions & { cookie?: string; language?: string }) => {
  const { cookie, language = 'de', ...rest } = options;
  return t.app.inject({
    ...rest,
    headers: { ...rest.headers, 'accept-language': language, ...(cookie ? { cookie } : {}) },
  });
};

/** Every person-facing text of an error answer. */
function textsOf(response: LightMyRequestResponse): string[] {
  const { error } = response.json() as { error: { message: string; fields?: Record<string, string> } };
  return [error.message, ...Object.values(error.fields ?? {})];
}

function expectNoEnglish(text: string, body: string) {
  expect(text.trim(), body).not.toBe('');
  expect(ENGLISH_TEXTS.has(text), `English catalogue text: ${text}`).toBe(false);
  const padded = ` ${text.toLowerCase().replace(/[.,:;!?()]/g, ' ')} `;
  for (const word of ENGLISH_WORDS)
    expect(padded, `English word "${word.trim()}" in: ${text}`).not.toContain(word);
  for (const code of ENUM_CODES) expect(text).not.toContain(code);
}

function expectGerman(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  for (const text of textsOf(response)) expectNoEnglish(text, response.body);
}

/** A success answer's note (`{ message, … }`), in German; returns it for exact checks. */
function expectGermanNote(response: LightMyRequestResponse, status: number): string {
  expect(response.statusCode, response.body).toBe(status);
  const { message } = response.json() as { message: string };
  expectNoEnglish(message, response.body);
  return message;
}

const recover = (caseId: string, payload: Record<string, unknown>, cookie = lawyer.cookie) =>
  call({
    method: 'POST',
    url: `/api/cases/${caseId}/recoveries`,
    payload,
    cookie,
    headers: { 'idempotency-key': `lang-${n++}-${Date.now()}` },
  });

async function clientCase(overrides: { feeAgreementAccepted?: boolean } = {}) {
  const client = await createUser(t.db, { password: null });
  const theCase = await createCase(t.db, {
    clientId: client.id,
    lawyerId: lawyer.id,
    feeAgreementAccepted: true,
    ...overrides,
  });
  return { client, theCase };
}

describe('refusals with Accept-Language: de', () => {
  it('a failed sign-in', async () => {
    const user = await createUser(t.db, { role: 'lawyer' });
    const response = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'not-the-password' },
    });
    expectGerman(response, 401);
    expect(response.json().error.message).toBe('Benutzername oder Passwort ist falsch.');
  });

  it('too many sign-ins (429), with the wait in German', async () => {
    const user = await createUser(t.db, { role: 'lawyer', password: null });
    let response: LightMyRequestResponse | undefined;
    for (let i = 0; i < 7; i++) {
      response = await call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: `wrong-${i}` },
      });
    }
    expectGerman(response!, 429);
    expect(response!.json().error.message).toMatch(/Minuten?/);
  });

  it('validation of several kinds of field, an enum among them, never naming its codes', async () => {
    const { theCase } = await clientCase();
    const response = await recover(theCase.id, {
      amount: 'ten',
      receivedAt: 'yesterday',
      source: 'telepathy',
      reference: '',
    });
    expectGerman(response, 400);
    const { fields } = response.json().error;
    expect(Object.keys(fields).sort()).toEqual(['amount', 'receivedAt', 'reference', 'source']);
    expect(fields.source).toBe('Wählen Sie eine der angebotenen Optionen.');
  });

  it('a 404 for an unknown route and for a record outside one’s scope', async () => {
    expectGerman(await call({ url: '/api/no-such-thing', cookie: admin }), 404);
    const missing = await call({ url: '/api/cases/00000000-0000-4000-8000-000000000000', cookie: admin });
    expectGerman(missing, 404);
  });

  it('signed out (401), the wrong role (403), a malformed body (400), 413 and 415', async () => {
    expectGerman(await call({ url: '/api/admin/users' }), 401);
    expectGerman(await call({ url: '/api/admin/users', cookie: lawyer.cookie }), 403);
    const malformed = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expectGerman(malformed, 400);
    const huge = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }),
      headers: { 'content-type': 'application/json' },
    });
    expectGerman(huge, 413);
    const wrongType = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'username=x',
      headers: { 'content-type': 'application/xml' },
    });
    expectGerman(wrongType, 415);
  });

  it('a taken username and email (409), per field', async () => {
    const taken = await createUser(t.db, { role: 'lawyer', password: null });
    const response = await call({
      method: 'POST',
      url: '/api/admin/users',
      cookie: admin,
      payload: {
        firstName: 'Doppel',
        lastName: 'Gänger',
        email: taken.email,
        username: taken.username,
        role: 'lawyer',
      },
    });
    expectGerman(response, 409);
    expect(response.json().error.fields).toEqual({
      username: 'Dieser Benutzername ist bereits vergeben.',
      email: 'Ein Konto mit dieser E-Mail-Adresse gibt es bereits.',
    });
  });

  it('a reversal blocked by a pending withdrawal, with the amount formatted in German', async () => {
    const { theCase } = await clientCase();
    const recovery = await recover(theCase.id, {
      amount: '20000.00',
      receivedAt: '2026-03-02',
      source: 'chargeback',
      reference: 'CB-DE-1',
    });
    expect(recovery.statusCode, recovery.body).toBe(201);
    const confirmed = await confirmReported(t, theCase.id, recovery.json().id);
    // Through the ledger's one writer, as the withdrawal endpoints post it.
    await t.db.transaction((tx) =>
      insertTransaction(
        tx,
        { kind: 'withdrawal_hold', clientId: theCase.clientId, currency: 'USD', amountCents: 500_000 },
        holdPostings(500_000),
      ),
    );
    const response = await call({
      method: 'POST',
      url: `/api/cases/${theCase.id}/recoveries/${confirmed.id}/reverse`,
      payload: { reason: 'Die Bank hat die Überweisung zurückgerufen' },
      cookie: lawyer.cookie,
      headers: { 'idempotency-key': `lang-rev-${n++}` },
    });
    expectGerman(response, 409);
    expect(response.json().error.message).toContain('16.000,00');
    expect(response.json().error.message).not.toContain('USD');
  });

  it('a recovery above the claim without a reason, and a confirmation by its own reporter (D26)', async () => {
    const { theCase } = await clientCase();
    const over = await recover(theCase.id, {
      amount: '30000.00',
      receivedAt: '2026-03-02',
      source: 'chargeback',
      reference: 'CB-DE-3',
    });
    expectGerman(over, 400);
    // The amount lost (25.000,00 $) and where the recoveries would stand (30.000,00 $), in German.
    expect(over.json().error.fields.aboveClaimReason).toContain('25.000,00');
    expect(over.json().error.fields.aboveClaimReason).toContain('30.000,00');

    const report = await recover(
      theCase.id,
      { amount: '100.00', receivedAt: '2026-03-02', source: 'chargeback', reference: 'CB-DE-4' },
      admin,
    );
    expect(report.statusCode, report.body).toBe(201);
    const own = await call({
      method: 'POST',
      url: `/api/cases/${theCase.id}/recoveries/${report.json().id}/confirm`,
      cookie: admin,
      headers: { 'idempotency-key': `lang-confirm-${n++}` },
    });
    expectGerman(own, 409);
  });

  it('a person who cannot be deleted, with the records named in German', async () => {
    const { client, theCase } = await clientCase();
    const recovery = await recover(theCase.id, {
      amount: '500.00',
      receivedAt: '2026-03-02',
      source: 'bank_recall',
      reference: 'BR-DE-2',
    });
    expect(recovery.statusCode).toBe(201);
    const response = await call({ method: 'DELETE', url: `/api/admin/users/${client.id}`, cookie: admin });
    expectGerman(response, 409);
    expect(response.json().error.message).toContain('Fälle: 1');
  });

  it('a case that may not leave “New” before the fee agreement is accepted', async () => {
    const { theCase } = await clientCase({ feeAgreementAccepted: false });
    const response = await call({
      method: 'PUT',
      url: `/api/cases/${theCase.id}/phase`,
      payload: { phase: 'investigation' },
      cookie: lawyer.cookie,
    });
    expectGerman(response, 409);
    expect(response.json().error.code).toBe('fee_agreement_required');
  });

  it('one’s own account cannot be banned', async () => {
    const me = await call({ url: '/api/auth/me', cookie: admin });
    const response = await call({
      method: 'POST',
      url: `/api/admin/users/${me.json().user?.id ?? me.json().id}/ban`,
      cookie: admin,
      payload: { reason: 'Ein Test der Sprache' },
    });
    expectGerman(response, 409);
  });
});

describe('success notes with Accept-Language: de', () => {
  it('creating a person names them in a German sentence', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/admin/users',
      cookie: admin,
      payload: {
        firstName: 'Erika',
        lastName: 'Mustermann',
        email: `erika-${n++}@example.test`,
        username: `erika${n++}`,
        role: 'client',
      },
    });
    expect(expectGermanNote(response, 201)).toBe('Benutzer Erika Mustermann erfolgreich angelegt');
    // D37: a staff account is proposed instead, and the note says so in German too.
    const proposed = await call({
      method: 'POST',
      url: '/api/admin/users',
      cookie: admin,
      payload: {
        firstName: 'Max',
        lastName: 'Mustermann',
        email: `max-${n++}@example.test`,
        username: `max${n++}`,
        role: 'lawyer',
      },
    });
    expect(expectGermanNote(proposed, 202)).toMatch(/^Ihre Änderung wurde vorgeschlagen/);
  });

  it('banning and unbanning a person, and the edits and erasure beside them', async () => {
    const person = await createUser(t.db, { role: 'lawyer', password: null });
    const url = `/api/admin/users/${person.id}`;
    const ban = await call({ method: 'POST', url: `${url}/ban`, cookie: admin, payload: { reason: 'Test' } });
    expect(expectGermanNote(ban, 200)).toBe('Benutzer erfolgreich gesperrt');
    expectGermanNote(await call({ method: 'POST', url: `${url}/unban`, cookie: admin }), 200);
    const edit = await call({ method: 'PUT', url, cookie: admin, payload: { firstName: 'Erich' } });
    expectGermanNote(edit, 200);
    // D37: an admin sets the password only of staff who have a second factor.
    await enrolTotpDirectly(t.db, t.config.sessionSecret, person.id, newTotpSecret());
    const password = await call({
      method: 'POST',
      url: `${url}/reset-password`,
      cookie: admin,
      payload: { newPassword: 'Ein-langes-Passwort-2026' },
    });
    expectGermanNote(password, 200);
    expectGermanNote(await call({ method: 'DELETE', url, cookie: admin }), 200);
  });

  it('creating, editing and deleting a desk', async () => {
    const created = await call({
      method: 'POST',
      url: '/api/admin/desks',
      cookie: admin,
      payload: { name: `DACH ${n++}`, country: 'de' },
    });
    expect(expectGermanNote(created, 201)).toBe('Team angelegt');
    const url = `/api/admin/desks/${created.json().desk.id}`;
    expectGermanNote(await call({ method: 'PUT', url, cookie: admin, payload: { description: 'Süd' } }), 200);
    expect(expectGermanNote(await call({ method: 'DELETE', url, cookie: admin }), 200)).toBe('Team gelöscht');
  });

  it('sending a failed email again', async () => {
    const [failed] = await t.db
      .insert(outboxEmails)
      .values({
        toEmail: 'someone@example.test',
        language: 'de',
        template: 'invitation',
        subject: 'Ihr Konto',
        textBody: 'Hallo',
        status: 'failed',
        attempts: 12,
        lastError: '550 mailbox unavailable',
      })
      .returning();
    const response = await call({
      method: 'POST',
      url: `/api/admin/outbox/${failed!.id}/retry`,
      cookie: admin,
    });
    expect(expectGermanNote(response, 200)).toBe('Die E-Mail wurde erneut zum Versand eingereiht');
  });

  it('assigning a lawyer to a manager', async () => {
    const lawyer = await createUser(t.db, { role: 'lawyer', password: null });
    const desk = await createDesk(t.db, { countries: ['DE'] });
    const manager = await createUser(t.db, { role: 'manager', password: null, deskId: desk.id });
    const response = await call({
      method: 'POST',
      url: '/api/admin/assign-lawyer',
      cookie: admin,
      payload: { lawyerId: lawyer.id, managerId: manager.id },
    });
    expectGermanNote(response, 200);
  });

  it('the live event stream asked for without Accept: text/event-stream (406)', async () => {
    expectGerman(await call({ url: '/api/events', cookie: lawyer.cookie }), 406);
  });
});

describe('whose language wins', () => {
  it('the saved language of a signed-in person over Accept-Language', async () => {
    const { cookie } = await loginAs(t, 'admin', { language: 'it' });
    const response = await call({
      url: '/api/cases/00000000-0000-4000-8000-000000000000',
      cookie,
      language: 'de',
    });
    expect(response.json().error.message).toBe('Questa pratica non è stata trovata.');
  });

  it('the language on the screen that sent the request over the saved one (D119)', async () => {
    const { cookie } = await loginAs(t, 'admin', { language: 'de' });
    const response = await t.app.inject({
      url: '/api/cases/00000000-0000-4000-8000-000000000000',
      headers: { cookie, 'x-screen-language': 'fr', 'accept-language': 'de' },
    });
    expect(response.json().error.message).toBe('Ce dossier est introuvable.');
    // A value that is not one of the six is ignored: the saved language answers.
    const unknown = await t.app.inject({
      url: '/api/cases/00000000-0000-4000-8000-000000000000',
      headers: { cookie, 'x-screen-language': 'ja' },
    });
    expect(unknown.json().error.message).toBe('Dieser Fall wurde nicht gefunden.');
  });

  it('English without Accept-Language, and for a language the firm does not offer', async () => {
    const url = '/api/cases/00000000-0000-4000-8000-000000000000';
    const plain = await t.app.inject({ url: '/api/no-such-thing' });
    expect(plain.json().error.message).toBe('There is no such API endpoint.');
    const japanese = await call({ url, cookie: (await loginAs(t, 'admin')).cookie, language: 'ja' });
    expect(japanese.json().error.message).toBe('This case was not found.');
  });
});
