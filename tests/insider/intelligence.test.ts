import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseEvents, cases, indicatorCaseReviews, schemeContacts } from '../../src/server/db/schema';
import { indicatorIdOf } from '../../src/server/modules/payment-trail';
import { createCase, createFeeAgreement, createLead, createUser } from '../../src/server/seed/factories';
import { castPerFile } from '../support/case-cast';
import { conflictedLead } from '../support/conflicts';
import { asInsider, expectRefusal, expectWorldUnchanged, speakGerman, worldOf } from '../support/insider';
import {
  acceptAgreement,
  clientPaying,
  nextIban,
  payInto,
  publicAnswer,
  registerVisitor,
  removeEntry,
  reviewOnCase,
} from '../support/public-check';
import { appPerFile } from '../support/test-app';

/**
 * Issue 31, scam intelligence: one staff member, alone with their own account (and any client
 * accounts anyone can register), cannot flip the public check (D38, D131), cannot assign a lead or
 * a case whose conflict check is open, and cannot read another desk's case through the links, the
 * scheme, its exports or the conflict panel. Each attempt is refused or changes nothing.
 */
const t = appPerFile();
const cast = castPerFile(t);
const INSIDERS = ['lawyer', 'manager', 'admin'] as const;
type Insider = (typeof INSIDERS)[number];

beforeAll(async () => {
  await speakGerman(t.db, [cast.lawyer.id, cast.manager.id, cast.admin.id]);
  // Registrations from the Netherlands land on the cast's desk: its lawyers see the new leads,
  // its manager the cases.
  await t.db.execute(sql`update desks set countries = '{NL}' where id = ${cast.deskId}`);
});

const as = (who: Insider) => cast[who];

/** The insider's review of `indicatorId` on `caseId`, refused as expected, with nothing changed. */
async function refusedReview(
  who: Insider,
  caseId: string,
  indicatorId: string,
  status: number,
  code: string,
) {
  const before = await worldOf(t.db);
  const response = await reviewOnCase(t, as(who).cookie, caseId, indicatorId, asInsider(as(who).cookie));
  expectRefusal(response, { status, code });
  await expectWorldUnchanged(t.db, before);
}
const inject = (
  who: Insider,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload: payload as never, headers: asInsider(as(who).cookie) });

/**
 * A confirmed IBAN two accepted clients count for (signed agreement, their own entry, reviewed by
 * the desk's manager on a case the colleague lawyer worked on): one more and it would be "known".
 */
async function confirmedTwice(iban: string) {
  const indicatorId = await indicatorIdOf(t.db, { kind: 'iban', value: iban });
  for (let i = 0; i < 2; i++) {
    const { caseId } = await clientPaying(t, {
      iban,
      deskId: cast.deskId,
      lawyerId: cast.lawyerOther.id,
      assignedBy: cast.lawyerOther.id,
    });
    await t.db.insert(indicatorCaseReviews).values({ indicatorId, caseId, reviewedBy: cast.manager.id });
  }
  await t.db.execute(
    sql`update indicators set status = 'confirmed', status_reason = 'bank' where id = ${indicatorId}`,
  );
  expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });
  return indicatorId;
}

describe('flipping the public check alone', () => {
  it.each(INSIDERS)('the %s, with a fake client of their own making, adds nothing', async (who) => {
    const iban = nextIban();
    const indicatorId = await confirmedTwice(iban);
    // The insider registers a "client" (anyone can), accepts its fee agreement and types the IBAN
    // as that client: the registration and its entry count for nothing.
    const fake = await registerVisitor(t);
    await acceptAgreement(t, fake.cookie, fake.caseId, fake.name);
    const entry = await payInto(t, fake.cookie, fake.caseId, iban);
    expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });

    if (who === 'lawyer') {
      // Not theirs to open: refused, nothing changes.
      await refusedReview(who, fake.caseId, indicatorId, 404, 'not_found');
      // So they take the new lead themselves, which makes the case theirs to open.
      const took = await inject(who, 'POST', `/api/leads/${fake.leadId}/convert`, {});
      expect(took.statusCode, took.body).toBe(200);
    }
    // The review goes through, but the insider is the only member of staff on the case: no effect.
    expect((await reviewOnCase(t, as(who).cookie, fake.caseId, indicatorId)).statusCode).toBe(204);
    expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });
    // Taking the entry off again shows nothing either (the oracle the check used to be).
    expect((await removeEntry(t, fake.cookie, fake.caseId, entry)).statusCode).toBe(204);
    expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });
  });

  it.each(INSIDERS)(
    'the %s cannot vouch for an IBAN they typed onto a real client’s case, and deleting it changes nothing',
    async (who) => {
      const iban = nextIban();
      const indicatorId = await confirmedTwice(iban);
      // A real, accepted client of the desk, on a case the colleague lawyer worked on; the lawyer
      // insider's own client for the lawyer.
      const client = await createUser(t.db, { role: 'client' });
      const theCase =
        who === 'lawyer'
          ? { id: cast.caseId }
          : await createCase(t.db, { clientId: client.id, deskId: cast.deskId, feeAgreementAccepted: true });
      if (who === 'lawyer') await createFeeAgreement(t.db, { caseId: cast.caseId });
      await t.db
        .insert(caseEvents)
        .values({ caseId: theCase.id, actorId: cast.lawyerOther.id, kind: 'case_updated' });
      const entry = await payInto(t, as(who).cookie, theCase.id, iban);

      await refusedReview(who, theCase.id, indicatorId, 409, 'conflict');
      expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });

      expect((await removeEntry(t, as(who).cookie, theCase.id, entry)).statusCode).toBe(204);
      expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });
    },
  );

  it.each(['lawyer', 'manager'] as const)('the %s cannot review on another desk’s case', async (who) => {
    const iban = nextIban();
    const indicatorId = await confirmedTwice(iban);
    await payInto(t, cast.otherClient.cookie, cast.otherCaseId, iban);
    await refusedReview(who, cast.otherCaseId, indicatorId, 404, 'not_found');
  });

  it('a second member of staff is what makes a client count (the tests above could see a flip)', async () => {
    const iban = nextIban();
    const indicatorId = await confirmedTwice(iban);
    const client = await registerVisitor(t);
    await acceptAgreement(t, client.cookie, client.caseId, client.name);
    await payInto(t, client.cookie, client.caseId, iban);
    expect((await reviewOnCase(t, cast.admin.cookie, client.caseId, indicatorId)).statusCode).toBe(204);
    expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });
    expect((await inject('lawyer', 'POST', `/api/leads/${client.leadId}/convert`, {})).statusCode).toBe(200);
    expect(await publicAnswer(t, iban)).toEqual({ result: 'known', reports: '3-10', kind: 'iban' });
  });
});

/** A lead on the cast's desk (or on none) whose registrant's email another client reported as the scam's. */
const conflictedOnDesk = (deskId: string | null = cast.deskId) =>
  conflictedLead(t.db, { country: 'NL', deskId });

describe('assigning a lead or a case whose conflict check is open', () => {
  it.each(INSIDERS)('the %s is refused by every path, and nothing changes', async (who) => {
    const { lead, case: theCase, client } = await conflictedOnDesk();
    const deskless = await conflictedOnDesk(null);
    const attempts: [string, () => ReturnType<typeof inject>, number, string][] = [
      [
        'convert the lead',
        () =>
          inject(
            who,
            'POST',
            `/api/leads/${lead.id}/convert`,
            who === 'lawyer' ? {} : { lawyerId: cast.lawyer.id },
          ),
        409,
        'conflict',
      ],
    ];
    if (who === 'lawyer') {
      attempts.push([
        'assign the case',
        () => inject(who, 'PUT', `/api/cases/${theCase.id}/assign`, { lawyerId: cast.lawyer.id }),
        403,
        'forbidden',
      ]);
    } else {
      for (const method of ['PUT', 'PATCH'] as const)
        attempts.push([
          `${method} assign`,
          () => inject(who, method, `/api/cases/${theCase.id}/assign`, { lawyerId: cast.lawyer.id }),
          409,
          'conflict',
        ]);
    }
    if (who === 'admin') {
      attempts.push(
        [
          'client → lawyer',
          () =>
            inject(who, 'POST', '/api/admin/assign-client', {
              clientId: client.id,
              lawyerId: cast.lawyer.id,
            }),
          409,
          'conflict',
        ],
        [
          'the generic assign dialog',
          () =>
            inject(who, 'POST', '/api/admin/assignments', {
              userId: client.id,
              assigneeId: cast.lawyer.id,
              userRole: 'client',
              assigneeRole: 'lawyer',
            }),
          409,
          'conflict',
        ],
        [
          'client → manager (the case joins the desk)',
          () =>
            inject(who, 'POST', '/api/admin/assign-client-to-manager', {
              clientId: deskless.client.id,
              managerId: cast.manager.id,
            }),
          409,
          'conflict',
        ],
      );
    }
    for (const [what, attempt, status, code] of attempts) {
      const before = await worldOf(t.db);
      const response = await attempt();
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      expectRefusal(response, { status, code });
      await expectWorldUnchanged(t.db, before);
    }
  });
});

describe("reading another desk's case through links, schemes, exports or the conflict panel", () => {
  const wallet = `0x${'5ca1ab1e'.repeat(5)}`;
  let secrets: string[];
  beforeAll(async () => {
    // The cast's case and the other desk's case paid the same wallet: linked, one scheme.
    const indicatorId = await indicatorIdOf(t.db, { kind: 'crypto_address', value: `evm:${wallet}` });
    for (const caseId of [cast.caseId, cast.otherCaseId]) {
      await t.db.execute(
        sql`insert into scheme_payments (case_id, paid_on, amount_cents, currency, method, crypto_network, wallet_address, indicator_id)
            values (${caseId}, '2026-01-10', 777700, 'EUR', 'crypto', 'ethereum', ${wallet}, ${indicatorId})`,
      );
    }
    const [other] = await t.db
      .select({ reference: cases.reference })
      .from(cases)
      .where(eq(cases.id, cast.otherCaseId));
    secrets = [cast.otherCaseId, other!.reference, cast.otherClient.lastName];
  });

  it.each(['lawyer', 'manager'] as const)(
    'the %s sees it only as a count, and is refused it directly',
    async (who) => {
      const before = await worldOf(t.db);
      for (const path of [
        'indicators',
        'scheme',
        'scheme/export?format=csv',
        'scheme/export?format=stix',
        'conflicts',
      ]) {
        const response = await inject(who, 'GET', `/api/cases/${cast.caseId}/${path}`);
        expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
        for (const secret of secrets)
          expect(response.body + JSON.stringify(response.headers), path).not.toContain(secret);
      }
      // The other desk's case is in the scheme's totals, not among its cases.
      const scheme = (await inject(who, 'GET', `/api/cases/${cast.caseId}/scheme`)).json();
      expect(scheme.hidden.cases).toBeGreaterThanOrEqual(1);
      expect(scheme.cases.map((c: { id: string }) => c.id)).not.toContain(cast.otherCaseId);
      for (const path of ['scheme', 'indicators', 'conflicts', 'scheme/export?format=csv']) {
        expectRefusal(await inject(who, 'GET', `/api/cases/${cast.otherCaseId}/${path}`), {
          status: 404,
          code: 'not_found',
        });
      }
      await expectWorldUnchanged(t.db, before);
    },
  );

  it.each(INSIDERS)(
    'the conflict panel names the other desk’s case to the %s only if they may open it',
    async (who) => {
      // A registrant on this desk whose email the other desk's client reported.
      const value = `panel-${randomBytes(4).toString('hex')}@scam.example`;
      await t.db.insert(schemeContacts).values({
        caseId: cast.otherCaseId,
        kind: 'email',
        value,
        indicatorId: await indicatorIdOf(t.db, { kind: 'email', value }),
      });
      const { lead } = await createLead(t.db, { country: 'NL', client: { email: value, country: 'NL' } });
      const response = await inject(who, 'GET', `/api/leads/${lead.id}/conflicts`);
      expect(response.statusCode, response.body).toBe(200);
      const [match] = response.json().conflicts;
      expect(match).toMatchObject({ source: 'indicator', cases: 1 });
      if (who === 'admin') {
        // D21: an admin may open every case, so it is named and linked for them.
        expect(match.records).toEqual([expect.objectContaining({ type: 'case', caseId: cast.otherCaseId })]);
      } else {
        expect(match.records).toEqual([]);
        for (const secret of secrets) expect(response.body).not.toContain(secret);
      }
    },
  );

  it('an admin’s exports carry no case reference, in the file or its name', async () => {
    for (const format of ['csv', 'stix']) {
      const response = await inject(
        'admin',
        'GET',
        `/api/cases/${cast.caseId}/scheme/export?format=${format}`,
      );
      expect(response.statusCode).toBe(200);
      const everything = response.body + JSON.stringify(response.headers);
      for (const secret of secrets) expect(everything).not.toContain(secret);
      const [own] = await t.db
        .select({ reference: cases.reference })
        .from(cases)
        .where(eq(cases.id, cast.caseId));
      expect(everything).not.toContain(own!.reference);
    }
  });
});
