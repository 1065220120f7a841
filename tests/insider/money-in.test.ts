import { beforeAll, describe, expect, it } from 'vitest';
import { castPerFile } from '../support/case-cast';
import { asInsider, expectRefusal, expectWorldUnchanged, speakGerman, worldOf } from '../support/insider';
import { appPerFile } from '../support/test-app';

/**
 * Issue 31, "make money available" (D26): the person who reported a recovery cannot also be the
 * second person who confirms it, whatever their role.
 */
const t = appPerFile();
const cast = castPerFile(t);
let n = 0;
beforeAll(async () => {
  await speakGerman(t.db, [cast.lawyer.id, cast.manager.id, cast.admin.id]);
});

const report = async (cookie: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/cases/${cast.caseId}/recoveries`,
    headers: asInsider(cookie, { 'idempotency-key': `report-${n++}` }),
    payload: { amount: '1000.00', receivedAt: '2026-03-02', source: 'chargeback', reference: `CB-${n}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
};

describe('one person cannot report a recovery and confirm it', () => {
  for (const who of ['manager', 'admin'] as const) {
    it(`a ${who} who reported it is refused as its confirmer, and nothing changes`, async () => {
      const cookie = cast[who].cookie;
      const reportId = await report(cookie);
      const before = await worldOf(t.db);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/cases/${cast.caseId}/recoveries/${reportId}/confirm`,
        headers: asInsider(cookie, { 'idempotency-key': `confirm-${n++}` }),
      });
      expectRefusal(response, { status: 409, code: 'conflict' });
      await expectWorldUnchanged(t.db, before);
    });
  }

  it('a lawyer may not confirm at all', async () => {
    const reportId = await report(cast.lawyer.cookie);
    const before = await worldOf(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${cast.caseId}/recoveries/${reportId}/confirm`,
      headers: asInsider(cast.lawyer.cookie, { 'idempotency-key': `confirm-${n++}` }),
    });
    expectRefusal(response, { status: 403, code: 'forbidden' });
    await expectWorldUnchanged(t.db, before);
  });
});
