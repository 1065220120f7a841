import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { casesFixture } from '../../../../tests/support/cases';
import { MARKER_LIST } from '../../../../tests/support/live-markers';
import { appPerFile } from '../../../../tests/support/test-app';
import { canonicalFeeAgreementText, feeAgreementDocument } from '../../../shared/content/fee-agreement';
import { FEE_AGREEMENT_VERSION } from '../../../shared/domain/fee-agreement';
import type { Language } from '../../../shared/domain/languages';
import { publishEvent } from '../../core/bus';
import { cases, feeAgreements, notifications } from '../../db/schema';
import { LiveEventHub } from '../notifications/live';

const t = appPerFile();
const f = casesFixture(() => t);
const { call } = f;

const sha256 = (language: Language) =>
  createHash('sha256').update(canonicalFeeAgreementText(FEE_AGREEMENT_VERSION, language)).digest('hex');

/** A team whose client has not accepted yet (their case is in phase new). */
const unsignedTeam = (client: Parameters<typeof f.team>[0] = {}) =>
  f.team(client, { feeAgreementAccepted: false });

const acceptance = (fullName: string, language: Language = 'en') => ({
  fullName,
  agree: true,
  version: FEE_AGREEMENT_VERSION,
  language,
  textSha256: sha256(language),
});

const accept = (
  cookie: string,
  caseId: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/fee-agreement`,
    payload,
    headers: { cookie, ...headers },
    remoteAddress: '203.0.113.7',
  });

const rowsOf = (caseId: string) => t.db.select().from(feeAgreements).where(eq(feeAgreements.caseId, caseId));

describe('GET /api/cases/:id/fee-agreement', () => {
  it("shows the client the current text in their account's language, or the one asked for", async () => {
    const { client, theCase } = await unsignedTeam({ language: 'de' });
    const response = await call(client.cookie, 'GET', `/api/cases/${theCase.id}/fee-agreement`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      caseId: theCase.id,
      version: FEE_AGREEMENT_VERSION,
      language: 'de',
      ...feeAgreementDocument(FEE_AGREEMENT_VERSION, 'de'),
      textSha256: sha256('de'),
      feeRateBps: 2000,
      accepted: null,
    });
    expect(body.title).toBe('Mandats- und Honorarvereinbarung');
    expect(JSON.stringify(body.sections)).toContain('Erfolgshonorar (20 %)');

    const french = (
      await call(client.cookie, 'GET', `/api/cases/${theCase.id}/fee-agreement?language=fr`)
    ).json();
    expect(french).toMatchObject({ language: 'fr', textSha256: sha256('fr') });
    expect(french.title).toBe("Lettre de mission et convention d'honoraires");

    const bad = await call(client.cookie, 'GET', `/api/cases/${theCase.id}/fee-agreement?language=pt`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.language).toBe('Wählen Sie eine der angebotenen Optionen.'); // D29: the account's language
  });

  it("is the case team's to read too, and 404 for anyone outside the case", async () => {
    const { lawyer, manager, theCase } = await unsignedTeam();
    const admin = await f.person('admin');
    for (const cookie of [lawyer.cookie, manager.cookie, admin.cookie]) {
      const r = await call(cookie, 'GET', `/api/cases/${theCase.id}/fee-agreement`);
      expect(r.statusCode).toBe(200);
      expect(r.json().accepted).toBeNull();
    }
    const outsider = await f.team();
    for (const cookie of [outsider.client.cookie, outsider.lawyer.cookie, outsider.manager.cookie]) {
      const r = await call(cookie, 'GET', `/api/cases/${theCase.id}/fee-agreement`);
      expect(r.statusCode).toBe(404);
    }
  });
});

describe('POST /api/cases/:id/fee-agreement', () => {
  it('records the acceptance with version, text fingerprint, IP address and browser, and tells the team', async () => {
    const { client, lawyer, desk, theCase } = await unsignedTeam({
      firstName: 'Élise',
      lastName: 'Martin',
      language: 'fr',
    });
    const hub = new LiveEventHub(t.database, t.app.log);
    const seen: Record<string, unknown>[] = [];
    let markerArrived!: () => void;
    const marker = new Promise<void>((resolve) => {
      markerArrived = resolve;
    });
    await hub.subscribe({
      userId: lawyer.id,
      role: 'lawyer',
      deskId: desk.id,
      send: (event, data) => {
        if (data.list === 'marker') markerArrived();
        else seen.push({ event, ...data });
      },
      close: () => undefined,
    });
    let body: Record<string, unknown> = {};
    try {
      // Case, accents and extra spaces aside, the name is the account's.
      const response = await accept(client.cookie, theCase.id, acceptance('  elise   MARTIN ', 'fr'), {
        'user-agent': `Mozilla/5.0 ${'x'.repeat(700)}`,
      });
      expect(response.statusCode, response.body).toBe(201);
      body = response.json();
      expect(body).toEqual({
        caseId: theCase.id,
        version: FEE_AGREEMENT_VERSION,
        language: 'fr',
        signedName: 'elise MARTIN',
        acceptedAt: expect.any(String),
        textSha256: sha256('fr'),
      });

      const [row] = await rowsOf(theCase.id);
      expect(row).toMatchObject({
        clientId: client.id,
        version: FEE_AGREEMENT_VERSION,
        language: 'fr',
        textSha256: sha256('fr'),
        ip: '203.0.113.7',
      });
      expect(row!.userAgent).toHaveLength(500);
      expect(row!.userAgent!.startsWith('Mozilla/5.0 ')).toBe(true);
      expect(row!.acceptedAt.toISOString()).toBe(body.acceptedAt);

      const timeline = (await call(client.cookie, 'GET', `/api/cases/${theCase.id}/timeline`)).json();
      expect(timeline.events[0]).toMatchObject({
        kind: 'fee_agreement_accepted',
        clientVisible: true,
        actor: { id: client.id, role: 'client' },
        params: { version: FEE_AGREEMENT_VERSION, language: 'fr' },
      });
      const [audit] = await f.auditOf('case', theCase.id);
      expect(audit).toMatchObject({
        action: 'case.fee_agreement_accepted',
        actorId: client.id,
        after: { version: FEE_AGREEMENT_VERSION, language: 'fr', textSha256: sha256('fr') },
      });
      expect(JSON.stringify(audit)).not.toContain('MARTIN');

      // Events arrive in order: once the marker is in, the acceptance's event would be too.
      await publishEvent(t.db, {
        type: 'list-changed',
        list: MARKER_LIST,
        audience: { userIds: [lawyer.id] },
      });
      await marker;
      expect(seen).toContainEqual({ event: 'list-changed', list: 'cases', caseId: theCase.id });
    } finally {
      await hub.close();
    }

    // From now on the agreement is the French text that was accepted, whatever language is asked.
    const later = (
      await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/fee-agreement?language=en`)
    ).json();
    expect(later).toMatchObject({
      language: 'fr',
      version: FEE_AGREEMENT_VERSION,
      textSha256: sha256('fr'),
      title: "Lettre de mission et convention d'honoraires",
      accepted: {
        version: FEE_AGREEMENT_VERSION,
        language: 'fr',
        signedName: 'elise MARTIN',
        acceptedAt: body.acceptedAt,
        textSha256: sha256('fr'),
      },
    });

    const detail = (await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}`)).json();
    expect(detail.feeAgreement).toEqual({ acceptedAt: body.acceptedAt, version: FEE_AGREEMENT_VERSION });
  });

  it('answers 400 on the name field when the name is not the account’s, and writes nothing', async () => {
    const { client, theCase } = await unsignedTeam({ firstName: 'Anna', lastName: 'de Vries' });
    for (const fullName of ['Anna Vries', 'Anne de Vries', 'de Vries Anna']) {
      const response = await accept(client.cookie, theCase.id, acceptance(fullName));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'validation_failed',
        message: 'Type your full name exactly as on your account: Anna de Vries',
        fields: { fullName: 'Type your full name exactly as on your account: Anna de Vries' },
      });
    }
    const empty = await accept(client.cookie, theCase.id, acceptance('   '));
    expect(empty.json().error.fields.fullName).toBe('Type your full name');
    expect(await rowsOf(theCase.id)).toEqual([]);
    expect(await f.eventsOf(theCase.id)).toEqual([]);
    expect(await f.auditOf('case', theCase.id)).toEqual([]);
  });

  it('needs the box ticked', async () => {
    const { client, theCase } = await unsignedTeam();
    const name = `${client.firstName} ${client.lastName}`;
    for (const agree of [false, undefined, 'yes']) {
      const response = await accept(client.cookie, theCase.id, { ...acceptance(name), agree });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.agree).toBe(
        'Tick the box to confirm you have read and accept the agreement',
      );
    }
    expect(await rowsOf(theCase.id)).toEqual([]);
  });

  it('refuses a text other than the current one with 409 agreement_changed', async () => {
    const { client, theCase } = await unsignedTeam();
    const name = `${client.firstName} ${client.lastName}`;
    const attempts = [
      { ...acceptance(name), textSha256: 'a'.repeat(64) },
      { ...acceptance(name), version: '2025-01' },
      // The English text's fingerprint sent as the German one's.
      { ...acceptance(name, 'en'), language: 'de' },
    ];
    for (const payload of attempts) {
      const response = await accept(client.cookie, theCase.id, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'agreement_changed',
        message: 'The agreement has changed since you opened it. Please read the current version.',
      });
    }
    expect(await rowsOf(theCase.id)).toEqual([]);
  });

  it('accepts once: a second acceptance is 409 and leaves the first as it was', async () => {
    const { client, theCase } = await unsignedTeam();
    const name = `${client.firstName} ${client.lastName}`;
    expect((await accept(client.cookie, theCase.id, acceptance(name))).statusCode).toBe(201);
    const [first] = await rowsOf(theCase.id);
    const again = await accept(client.cookie, theCase.id, acceptance(name, 'nl'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'conflict',
      message: 'You have already accepted the fee agreement for this case.',
    });
    expect(await rowsOf(theCase.id)).toEqual([first]);
  });

  it('answers 404 to another client and 403 to staff, and changes nothing', async () => {
    const { client, lawyer, theCase } = await unsignedTeam();
    const other = await f.person('client', { firstName: client.firstName, lastName: client.lastName });
    const name = `${client.firstName} ${client.lastName}`;
    expect((await accept(other.cookie, theCase.id, acceptance(name))).statusCode).toBe(404);
    const missing = await accept(client.cookie, '00000000-0000-4000-8000-000000000000', acceptance(name));
    expect(missing.statusCode).toBe(404);
    const staff = await accept(lawyer.cookie, theCase.id, acceptance(name));
    expect(staff.statusCode).toBe(403);
    expect(await rowsOf(theCase.id)).toEqual([]);
    expect(await f.eventsOf(theCase.id)).toEqual([]);
  });
});

describe('PUT /api/cases/:id/phase needs the accepted fee agreement', () => {
  const phaseOf = async (caseId: string) =>
    (await t.db.select({ phase: cases.phase }).from(cases).where(eq(cases.id, caseId)))[0]!.phase;

  it('refuses to leave new before acceptance (409, nothing written), then allows it', async () => {
    const { client, lawyer, theCase } = await unsignedTeam();
    for (const phase of ['investigation', 'evidence', 'legal', 'recovery', 'completed']) {
      const refused = await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'fee_agreement_required',
        message:
          'The client has not accepted the fee agreement yet. The case can leave the phase “New” once they have.',
      });
    }
    expect(await phaseOf(theCase.id)).toBe('new');
    expect(await f.eventsOf(theCase.id)).toEqual([]);
    expect(await f.auditOf('case', theCase.id)).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, client.id))).toEqual([]);

    const accepted = await accept(
      client.cookie,
      theCase.id,
      acceptance(`${client.firstName} ${client.lastName}`),
    );
    expect(accepted.statusCode).toBe(201);
    const moved = await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, {
      phase: 'investigation',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      phase: 'investigation',
      feeAgreement: { acceptedAt: accepted.json().acceptedAt, version: FEE_AGREEMENT_VERSION },
    });
  });

  it('lets the team decline (close) a case without it, but not reopen one', async () => {
    const { manager, theCase } = await unsignedTeam();
    const closed = await call(manager.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    const reopened = await call(manager.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase: 'legal' });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().error.code).toBe('fee_agreement_required');
    expect(await phaseOf(theCase.id)).toBe('closed');
    const backToNew = await call(manager.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase: 'new' });
    expect(backToNew.statusCode).toBe(200);
  });
});

describe('GET /api/cases/:id/fee-agreement/document', () => {
  it('answers 404 with a clear message until the agreement is accepted', async () => {
    const { client, theCase } = await unsignedTeam();
    const response = await call(client.cookie, 'GET', `/api/cases/${theCase.id}/fee-agreement/document`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(
      'The fee agreement for this case has not been accepted yet, so there is no signed record to download.',
    );
  });

  it('downloads the accepted text and its record as a standalone HTML file, everything escaped', async () => {
    const { client, lawyer, theCase } = await unsignedTeam({
      firstName: 'Zoë',
      lastName: "O'Brien <b>",
      language: 'it',
    });
    const accepted = await accept(client.cookie, theCase.id, acceptance("Zoë O'Brien <b>", 'it'), {
      'user-agent': '<script>alert(1)</script> Firefox/140.0',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { acceptedAt } = accepted.json();

    // The lawyer's account language is English; the record is in the language accepted (Italian).
    const response = await call(lawyer.cookie, 'GET', `/api/cases/${theCase.id}/fee-agreement/document`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="fee-agreement-${theCase.reference}.html"; filename*=UTF-8''fee-agreement-${theCase.reference}.html`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');

    const html = response.body;
    const text = feeAgreementDocument(FEE_AGREEMENT_VERSION, 'it');
    expect(html).toMatch(/^<!doctype html>\n<html lang="it">/);
    const apostrophes = (value: string) => value.replaceAll("'", '&#39;');
    expect(html).toContain('<h1>Conferimento d&#39;incarico e accordo sui compensi</h1>');
    for (const { heading, body } of text.sections) {
      expect(html).toContain(apostrophes(heading));
      expect(html).toContain(apostrophes(body));
    }
    expect(html).toContain('compenso di recupero (20%)');
    expect(html).toContain('Accettato da</dt><dd>Zoë O&#39;Brien &lt;b&gt;</dd>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Firefox/140.0');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('203.0.113.7');
    expect(html).toContain(`>${FEE_AGREEMENT_VERSION}</dd>`);
    expect(html).toContain(sha256('it'));
    expect(html).toContain(theCase.reference);
    expect(html).toContain(`(${acceptedAt})`);
    expect(html).toContain('UTC');
    expect(html).toContain('@media print');
    // Standalone: no script, no external stylesheet, font or image.
    expect(html).not.toMatch(/\b(src|href)=/);

    const outsider = await f.team();
    const hidden = await call(
      outsider.lawyer.cookie,
      'GET',
      `/api/cases/${theCase.id}/fee-agreement/document`,
    );
    expect(hidden.statusCode).toBe(404);
  });
});

describe('GET /api/client/dashboard', () => {
  it('says when the fee agreement was accepted and shows the rating with its comment', async () => {
    const { client, lawyer, theCase } = await unsignedTeam();
    const dashboard = async () => (await call(client.cookie, 'GET', '/api/client/dashboard')).json();
    expect((await dashboard()).case).toMatchObject({
      id: theCase.id,
      feeAgreementAcceptedAt: null,
      rating: null,
    });

    const accepted = await accept(
      client.cookie,
      theCase.id,
      acceptance(`${client.firstName} ${client.lastName}`),
    );
    expect((await dashboard()).case.feeAgreementAcceptedAt).toBe(accepted.json().acceptedAt);
    expect((await dashboard()).recentActivity[0]).toMatchObject({
      kind: 'fee_agreement_accepted',
      status: 'info',
    });

    await call(lawyer.cookie, 'PUT', `/api/cases/${theCase.id}/phase`, { phase: 'completed' });
    const rated = await call(client.cookie, 'POST', `/api/client/cases/${theCase.id}/rating`, {
      rating: 5,
      comment: 'Clear and patient.',
    });
    expect(rated.statusCode).toBe(201);
    expect((await dashboard()).case.rating).toEqual({
      rating: 5,
      comment: 'Clear and patient.',
      ratedAt: rated.json().ratedAt,
    });
  });
});

describe('test factories', () => {
  it('create an acceptance exactly as the API stores one', async () => {
    const { client, theCase } = await f.team({ language: 'es' });
    const [row] = await t.db
      .select()
      .from(feeAgreements)
      .where(and(eq(feeAgreements.caseId, theCase.id), eq(feeAgreements.clientId, client.id)));
    expect(row).toMatchObject({
      version: FEE_AGREEMENT_VERSION,
      language: 'es',
      textSha256: sha256('es'),
      signedName: `${client.firstName} ${client.lastName}`,
    });
  });
});
