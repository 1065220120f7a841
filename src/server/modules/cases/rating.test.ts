import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsApplied } from '../../../../tests/support/approvals';
import { casesFixture } from '../../../../tests/support/cases';
import { appPerFile } from '../../../../tests/support/test-app';
import { cases } from '../../db/schema';
import { createCase } from '../../seed/factories';

const t = appPerFile({ PUBLIC_STATS_CACHE_SECONDS: '0' });
const f = casesFixture(() => t);
const { call } = f;
let cast: Awaited<ReturnType<typeof f.team>>;
let admin: Awaited<ReturnType<typeof f.person>>;
beforeAll(async () => {
  cast = await f.team({}, { phase: 'completed' });
  admin = await f.person('admin');
});

const rate = (cookie: string | undefined, caseId: string, payload: Record<string, unknown>) =>
  call(cookie, 'POST', `/api/client/cases/${caseId}/rating`, payload);
const ratingOf = async (caseId: string) =>
  (await t.db.select({ rating: cases.clientRating }).from(cases).where(eq(cases.id, caseId)))[0]!.rating;

describe('POST /api/client/cases/{caseId}/rating', () => {
  it('lets the client rate their completed case once, audited, and counts it in the public average', async () => {
    const response = await rate(cast.client.cookie, cast.theCase.id, { rating: 4 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      caseId: cast.theCase.id,
      rating: 4,
      comment: null,
      ratedAt: expect.any(String),
    });
    expect(await ratingOf(cast.theCase.id)).toBe(4);
    expect(await f.auditOf('case', cast.theCase.id)).toContainEqual(
      expect.objectContaining({ action: 'case.rated', actorId: cast.client.id, after: { rating: 4 } }),
    );

    const again = await rate(cast.client.cookie, cast.theCase.id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already rated this case. A rating cannot be changed.');
    expect(await ratingOf(cast.theCase.id)).toBe(4);

    // D37: lowering a public threshold weakens a control; the operator approves it here.
    await settingsApplied(t, admin.cookie, { publicStatsMinRatings: 1 });
    const stats = await call(undefined, 'GET', '/api/public/stats');
    expect(stats.json().averageRating).toEqual({ value: 4, count: 1 });
  });

  it('stores an optional comment, trimmed, and keeps its words out of the audit trail', async () => {
    const theCase = await createCase(t.db, { clientId: cast.client.id, phase: 'completed' });
    const response = await rate(cast.client.cookie, theCase.id, {
      rating: 5,
      comment: '  Thank you, Ms Vogel, for explaining every step.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      rating: 5,
      comment: 'Thank you, Ms Vogel, for explaining every step.',
    });
    const [row] = await t.db.select().from(cases).where(eq(cases.id, theCase.id));
    expect(row).toMatchObject({
      clientRating: 5,
      ratingComment: 'Thank you, Ms Vogel, for explaining every step.',
    });
    const [audit] = await f.auditOf('case', theCase.id);
    expect(audit!.after).toEqual({ rating: 5, commented: true });

    const blank = await createCase(t.db, { clientId: cast.client.id, phase: 'completed' });
    const empty = await rate(cast.client.cookie, blank.id, { rating: 3, comment: '   ' });
    expect(empty.json().comment).toBeNull();
  });

  it('refuses a comment over 2,000 characters with the field message and stores nothing', async () => {
    const theCase = await createCase(t.db, { clientId: cast.client.id, phase: 'completed' });
    const response = await rate(cast.client.cookie, theCase.id, { rating: 5, comment: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ comment: 'Keep the comment under 2,000 characters' });
    expect(await ratingOf(theCase.id)).toBeNull();
    const longest = await rate(cast.client.cookie, theCase.id, { rating: 5, comment: 'x'.repeat(2000) });
    expect(longest.statusCode).toBe(201);
  });

  it('refuses a case that is not completed yet with 409 and a clear message', async () => {
    for (const phase of ['new', 'recovery', 'closed'] as const) {
      const open = await createCase(t.db, { clientId: cast.client.id, phase });
      const response = await rate(cast.client.cookie, open.id, { rating: 5 });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'conflict',
        message: 'You can rate your case once it is completed.',
      });
      expect(await ratingOf(open.id)).toBeNull();
    }
  });

  it("answers 404 for another client's case or one that does not exist, and leaves it alone", async () => {
    const other = await f.person('client');
    const theirs = await createCase(t.db, { clientId: other.id, phase: 'completed' });
    expect((await rate(cast.client.cookie, theirs.id, { rating: 1 })).statusCode).toBe(404);
    expect(await ratingOf(theirs.id)).toBeNull();
    const missing = await rate(cast.client.cookie, '00000000-0000-4000-8000-000000000000', { rating: 3 });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 400 with the field message for a rating outside 1–5 or not whole', async () => {
    const theCase = await createCase(t.db, { clientId: cast.client.id, phase: 'completed' });
    for (const rating of [0, 6, 4.5, '5', null]) {
      const response = await rate(cast.client.cookie, theCase.id, { rating });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ rating: 'Choose a rating from 1 to 5' });
    }
    const badId = await rate(cast.client.cookie, 'not-a-case', { rating: 5 });
    expect(badId.json().error.fields).toEqual({ caseId: 'Not a valid case id' });
    expect(await ratingOf(theCase.id)).toBeNull();
  });

  it('is for clients only', async () => {
    expect((await rate(undefined, cast.theCase.id, { rating: 5 })).statusCode).toBe(401);
    expect((await rate(cast.lawyer.cookie, cast.theCase.id, { rating: 5 })).statusCode).toBe(403);
    expect((await rate(admin.cookie, cast.theCase.id, { rating: 5 })).statusCode).toBe(403);
  });
});
