import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicAnswer } from '../../../../tests/support/public-check';
import { appPerFile } from '../../../../tests/support/test-app';
import { reportsRange } from '../../../shared/domain/public-check';
import { INDICATOR_STATUSES } from '../../../shared/domain/trail/statuses';
import { caseEvents, indicatorCaseReviews, indicators, schemeContacts } from '../../db/schema';
import { createCase, createUser } from '../../seed/factories';
import { indicatorIdOf } from '../payment-trail';

/**
 * D38 as a property: whatever mix of clients reported a website, the public check says "known"
 * exactly when the firm confirmed it and at least three distinct clients count, a client counting
 * when one of their cases has a signed fee agreement, a standing review of it there by someone
 * other than who entered it, another member of staff who worked on the case besides the reviewer,
 * and the sighting is live. Every other combination counts for nothing.
 */
const t = appPerFile();
/** Who enters (when staff do), who reviews, and a colleague who may have worked on the case too. */
let staff: { author: string; reviewer: string; colleague: string };
beforeAll(async () => {
  staff = {
    author: (await createUser(t.db, { role: 'lawyer' })).id,
    reviewer: (await createUser(t.db, { role: 'manager' })).id,
    colleague: (await createUser(t.db, { role: 'admin' })).id,
  };
});

/** Weighted toward clients who count, so the runs cross the threshold both ways. */
const mostly = (p: number) => fc.integer({ min: 1, max: 100 }).map((n) => n <= p);
const clientSpec = fc.record({
  agreement: mostly(80),
  /** staff: reviewed by a colleague; author: reviewed by the staff member who entered it. */
  review: fc.constantFrom('staff', 'staff', 'staff', 'none', 'author', 'withdrawn'),
  removed: mostly(20),
  /** Someone besides the reviewer worked on the case (else the reviewer alone: no second person). */
  colleague: mostly(80),
  /** A client with two cases (both alike) still counts once. */
  cases: fc.constantFrom(1, 1, 2),
});
type ClientSpec = typeof clientSpec extends fc.Arbitrary<infer T> ? T : never;

const yes: ClientSpec = { agreement: true, review: 'staff', removed: false, colleague: true, cases: 1 };
const counts = (c: ClientSpec) => c.agreement && c.review === 'staff' && !c.removed && c.colleague;

async function report(indicatorId: string, value: string, spec: ClientSpec) {
  const client = (await createUser(t.db, { role: 'client', password: null })).id;
  for (let i = 0; i < spec.cases; i++) {
    const theCase = await createCase(t.db, { clientId: client, feeAgreementAccepted: spec.agreement });
    // The client's own entry, unless a staff member entered it and then vouched for it themselves.
    const author = spec.review === 'author' ? staff.author : client;
    const reviewer = spec.review === 'author' ? staff.author : staff.reviewer;
    await t.db.insert(schemeContacts).values({
      caseId: theCase.id,
      kind: 'website',
      value,
      indicatorId,
      enteredBy: author,
      removedAt: spec.removed ? new Date() : null,
    });
    // The client opened the case, the reviewer worked on it; a colleague perhaps too.
    const actors = [client, reviewer, ...(spec.colleague ? [staff.colleague] : [])];
    for (const actorId of actors)
      await t.db.insert(caseEvents).values({ caseId: theCase.id, actorId, kind: 'case_updated' });
    if (spec.review === 'none') continue;
    const withdrawn = spec.review === 'withdrawn';
    await t.db.insert(indicatorCaseReviews).values({
      indicatorId,
      caseId: theCase.id,
      reviewedBy: reviewer,
      ...(withdrawn
        ? { withdrawnAt: new Date(), withdrawnBy: staff.colleague, withdrawnReason: 'wrong case' }
        : {}),
    });
  }
}

describe('the public check counts accepted, reviewed clients only (property)', () => {
  it('answers "known" iff the indicator is confirmed and at least 3 distinct clients count', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(clientSpec, { minLength: 0, maxLength: 7 }),
        fc.constantFrom(...INDICATOR_STATUSES),
        async (clients, status) => {
          const value = `fx-${randomBytes(5).toString('hex')}.example`;
          const indicatorId = await indicatorIdOf(t.db, { kind: 'domain', value });
          for (const spec of clients) await report(indicatorId, value, spec);
          await t.db.update(indicators).set({ status }).where(eq(indicators.id, indicatorId));
          const counted = clients.filter(counts).length;
          const reports = status === 'confirmed' ? reportsRange(counted) : null;
          const expected = reports ? { result: 'known', reports, kind: 'domain' } : { result: 'not_known' };
          expect(await publicAnswer(t, `https://www.${value}/login`)).toEqual(expected);
        },
      ),
      {
        numRuns: 30,
        // The edges, whatever the random runs draw: exactly two and exactly three that count.
        examples: [
          [[yes, yes, { ...yes, agreement: false }, { ...yes, review: 'author' }], 'confirmed'],
          [[yes, { ...yes, cases: 2 }, yes, { ...yes, removed: true }], 'confirmed'],
          [[yes, yes, yes], 'unreviewed'],
          [[yes, yes, { ...yes, colleague: false }], 'confirmed'],
        ],
      },
    );
  });
});
