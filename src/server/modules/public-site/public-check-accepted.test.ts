import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { castPerFile } from '../../../../tests/support/case-cast';
import {
  acceptAgreement,
  nextIban,
  payInto,
  clientPaying as payingClient,
  publicAnswer,
  registerVisitor,
  removeEntry,
  reviewOnCase,
  withdrawReview,
} from '../../../../tests/support/public-check';
import { appPerFile } from '../../../../tests/support/test-app';
import { auditLog, indicatorCaseReviews, indicators } from '../../db/schema';
import { indicatorIdOf } from '../payment-trail';

/**
 * D38 through the API: a client counts toward the public check's k = 3 only once their case has a
 * signed fee agreement and a staff member, not the sighting's author, reviewed the indicator on it.
 */
const t = appPerFile();
const cast = castPerFile(t);
beforeAll(async () => {
  // Registrations from the Netherlands land on the cast's desk (its manager may open them).
  await t.db.execute(sql`update desks set countries = '{NL}' where id = ${cast.deskId}`);
});

const json = <T>(r: { json: () => unknown }) => r.json() as T;
const idOf = (iban: string) => indicatorIdOf(t.db, { kind: 'iban', value: iban });
const confirm = async (iban: string) =>
  t.db
    .update(indicators)
    .set({ status: 'confirmed', statusReason: 'Named by the bank' })
    .where(eq(indicators.id, await idOf(iban)));

/** A client of the cast's lawyer paying into `iban`; the admin gave the case to the lawyer (D131). */
const clientPaying = (iban: string, agreement = true) =>
  payingClient(t, {
    iban,
    agreement,
    deskId: cast.deskId,
    lawyerId: cast.lawyer.id,
    assignedBy: cast.admin.id,
  });

/** Two accepted clients, each reviewed on their case by their lawyer, and the IBAN confirmed. */
async function twoAccepted(iban: string) {
  for (let i = 0; i < 2; i++) {
    const { caseId } = await clientPaying(iban);
    expect((await reviewOnCase(t, cast.lawyer.cookie, caseId, await idOf(iban))).statusCode).toBe(204);
  }
  await confirm(iban);
}

describe('D38: who counts toward the public check', () => {
  it('one registration and one trail entry no longer flip a confirmed two-client IBAN, nor does removing it', async () => {
    const iban = nextIban();
    await twoAccepted(iban);
    expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });

    // The visitor even accepts the fee agreement: still nobody at the firm vouched for the entry.
    const visitor = await registerVisitor(t);
    await acceptAgreement(t, visitor.cookie, visitor.caseId, visitor.name);
    const entry = await payInto(t, visitor.cookie, visitor.caseId, iban);
    expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });
    expect((await removeEntry(t, visitor.cookie, visitor.caseId, entry)).statusCode).toBe(204);
    expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });

    // The firm taking a client on is what counts: a lawyer of the desk converts a third
    // registrant's lead, and the desk's manager reviews the entry on that case.
    const third = await registerVisitor(t);
    await acceptAgreement(t, third.cookie, third.caseId, third.name);
    await payInto(t, third.cookie, third.caseId, iban);
    expect((await reviewOnCase(t, cast.manager.cookie, third.caseId, await idOf(iban))).statusCode).toBe(204);
    // The manager alone on the case: their review waits for a second member of staff.
    expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });
    const converted = await t.app.inject({
      method: 'POST',
      url: `/api/leads/${third.leadId}/convert`,
      headers: { cookie: cast.lawyer.cookie },
      payload: {},
    });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(await publicAnswer(t, iban)).toEqual({ result: 'known', reports: '3-10', kind: 'iban' });

    // Withdrawn, with the reason: it stops counting at once.
    expect((await withdrawReview(t, cast.manager.cookie, third.caseId, await idOf(iban))).statusCode).toBe(
      204,
    );
    expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });
  });

  it('counts a reviewed client only once they signed the fee agreement', async () => {
    const iban = nextIban();
    await twoAccepted(iban);
    const unsigned = await clientPaying(iban, false);
    expect((await reviewOnCase(t, cast.lawyer.cookie, unsigned.caseId, await idOf(iban))).statusCode).toBe(
      204,
    );
    expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });
    await acceptAgreement(t, unsigned.cookie, unsigned.caseId, unsigned.name);
    expect(await publicAnswer(t, iban)).toEqual({ result: 'known', reports: '3-10', kind: 'iban' });
  });

  it('does not let anyone vouch for what they entered or corrected themselves', async () => {
    const iban = nextIban();
    await twoAccepted(iban);
    const own = await clientPaying(nextIban());
    // The lawyer types the IBAN on their own client's case, then tries to review it.
    await payInto(t, cast.lawyer.cookie, own.caseId, iban);
    const refused = await reviewOnCase(t, cast.lawyer.cookie, own.caseId, await idOf(iban));
    expect(refused.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(refused).error.message).toMatch(/colleague/);
    // Written straight into the table, the lawyer's own review still counts for nothing.
    await t.db
      .insert(indicatorCaseReviews)
      .values({ indicatorId: await idOf(iban), caseId: own.caseId, reviewedBy: cast.lawyer.id });
    expect(await publicAnswer(t, iban)).toEqual({ result: 'not_known' });

    // Correcting a client's entry makes it the corrector's too.
    const corrected = await clientPaying(nextIban());
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${corrected.caseId}/payment-trail/payments/${corrected.entryId}`,
      headers: { cookie: cast.manager.cookie },
      payload: { paidOn: '2026-03-02', amount: '900.00', currency: 'EUR', method: 'bank_transfer', iban },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await reviewOnCase(t, cast.manager.cookie, corrected.caseId, await idOf(iban))).statusCode).toBe(
      409,
    );

    // A colleague's review of the lawyer's entry counts (once the lawyer's own is withdrawn).
    expect((await withdrawReview(t, cast.lawyer.cookie, own.caseId, await idOf(iban))).statusCode).toBe(204);
    expect((await reviewOnCase(t, cast.manager.cookie, own.caseId, await idOf(iban))).statusCode).toBe(204);
    expect(await publicAnswer(t, iban)).toEqual({ result: 'known', reports: '3-10', kind: 'iban' });
  });

  it('is not found on a case the reader may not open, and changes nothing', async () => {
    const iban = nextIban();
    const { caseId } = await clientPaying(iban);
    const indicatorId = await idOf(iban);
    for (const cookie of [cast.managerOther.cookie, cast.lawyerOther.cookie, cast.client.cookie]) {
      const response = await reviewOnCase(t, cookie, caseId, indicatorId);
      expect([403, 404]).toContain(response.statusCode);
    }
    const rows = await t.db
      .select()
      .from(indicatorCaseReviews)
      .where(eq(indicatorCaseReviews.caseId, caseId));
    expect(rows).toEqual([]);
    // An indicator the case does not name is not found on it either.
    const elsewhere = await idOf(nextIban());
    expect((await reviewOnCase(t, cast.lawyer.cookie, caseId, elsewhere)).statusCode).toBe(404);
  });
});

describe('a review is kept', () => {
  it('shows who reviewed when in the case drawer, and keeps the withdrawal with its reason and author', async () => {
    const iban = nextIban();
    const { caseId } = await clientPaying(iban, false);
    const indicatorId = await idOf(iban);
    const view = async () =>
      json<{
        feeAgreementSigned: boolean;
        indicators: { id: string; review: { by: string | null; at: string } | null; mayReview: boolean }[];
      }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/cases/${caseId}/indicators`,
          headers: { cookie: cast.lawyer.cookie },
        }),
      );
    expect(await view()).toMatchObject({
      feeAgreementSigned: false,
      indicators: [{ id: indicatorId, review: null, mayReview: true }],
    });
    expect((await reviewOnCase(t, cast.lawyer.cookie, caseId, indicatorId)).statusCode).toBe(204);
    const again = await reviewOnCase(t, cast.lawyer.cookie, caseId, indicatorId);
    expect(again.statusCode).toBe(409);
    const {
      indicators: [shown],
    } = await view();
    expect(shown!.review).toEqual({
      by: `${cast.lawyer.firstName} ${cast.lawyer.lastName}`,
      at: expect.any(String),
      // Unsigned: it counts once the client signs (D38).
      counts: false,
    });

    const noReason = await withdrawReview(t, cast.lawyer.cookie, caseId, indicatorId, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(
      (await withdrawReview(t, cast.manager.cookie, caseId, indicatorId, 'Client named the wrong bank'))
        .statusCode,
    ).toBe(204);
    expect((await withdrawReview(t, cast.manager.cookie, caseId, indicatorId)).statusCode).toBe(404);
    expect((await view()).indicators[0]!.review).toBeNull();

    const [row] = await t.db
      .select()
      .from(indicatorCaseReviews)
      .where(eq(indicatorCaseReviews.caseId, caseId));
    expect(row).toMatchObject({
      reviewedBy: cast.lawyer.id,
      withdrawnBy: cast.manager.id,
      withdrawnReason: 'Client named the wrong bank',
    });
    const audit = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'case'), eq(auditLog.entityId, caseId)));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'indicator.reviewed_on_case', actorId: cast.lawyer.id },
        { action: 'indicator.review_withdrawn', actorId: cast.manager.id },
      ]),
    );

    // The database itself refuses to edit, delete or withdraw a review twice.
    for (const statement of [
      sql`update indicator_case_reviews set reviewed_by = ${cast.admin.id} where id = ${row!.id}`,
      sql`update indicator_case_reviews set withdrawn_reason = 'changed' where id = ${row!.id}`,
      sql`delete from indicator_case_reviews where id = ${row!.id}`,
    ]) {
      await expect(t.db.execute(statement)).rejects.toThrow();
    }
  });

  it('keeps one standing review when two people mark it at the same moment', async () => {
    const iban = nextIban();
    const { caseId } = await clientPaying(iban);
    const indicatorId = await idOf(iban);
    const answers = await Promise.all(
      [cast.lawyer.cookie, cast.manager.cookie].map((cookie) => reviewOnCase(t, cookie, caseId, indicatorId)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    const rows = await t.db
      .select()
      .from(indicatorCaseReviews)
      .where(eq(indicatorCaseReviews.caseId, caseId));
    expect(rows).toHaveLength(1);
  });

  it('answers 400 in the error shape to a withdrawal body that is no object, and changes nothing', async () => {
    const iban = nextIban();
    const { caseId } = await clientPaying(iban);
    const indicatorId = await idOf(iban);
    expect((await reviewOnCase(t, cast.lawyer.cookie, caseId, indicatorId)).statusCode).toBe(204);
    for (const payload of ['[]', '"x"', '1', 'null', '{}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/indicators/${indicatorId}/review/withdraw`,
        headers: { cookie: cast.lawyer.cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `${payload}: ${response.body}`).toBe(400);
      // A body that is no object is the input guard's 400; an empty object lacks the reason.
      expect(json<{ error: { code: string } }>(response).error.code).toBe(
        payload === '{}' ? 'validation_failed' : 'bad_request',
      );
    }
    const live = await t.db
      .select()
      .from(indicatorCaseReviews)
      .where(and(eq(indicatorCaseReviews.caseId, caseId), sql`${indicatorCaseReviews.withdrawnAt} is null`));
    expect(live).toHaveLength(1);
  });
});
