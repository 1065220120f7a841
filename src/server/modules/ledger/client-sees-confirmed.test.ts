import { describe, expect, it } from 'vitest';
import { castPerFile } from '../../../../tests/support/case-cast';
import { appPerFile } from '../../../../tests/support/test-app';

/**
 * D41: a reported recovery is staff business until a second person confirms it. The client's
 * dashboard, case, ledger, timeline and statement show no figure and no activity line for it,
 * while staff see the report; once confirmed, the client sees the money.
 */
const t = appPerFile();
const cast = castPerFile(t);
let n = 0;

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (cookie: string, url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'idempotency-key': `client-sees-${n++}` },
    ...(payload ? { payload } : {}),
  });

/** Everything the client's portal reads about their money and their case's activity. */
async function clientSees() {
  const { cookie } = cast.client;
  const urls = [
    '/api/client/dashboard',
    `/api/cases/${cast.caseId}`,
    `/api/cases/${cast.caseId}/ledger`,
    `/api/cases/${cast.caseId}/timeline`,
    '/api/client/statement?currency=USD',
  ];
  const responses = await Promise.all(urls.map((url) => get(cookie, url)));
  for (const [i, r] of responses.entries()) expect(r.statusCode, `${urls[i]}: ${r.body}`).toBe(200);
  const [dashboard, detail, ledger, timeline, statement] = responses.map((r) => r.json());
  return { dashboard, detail, ledger, timeline, statement, bodies: responses.map((r) => r.body).join('\n') };
}

describe('the client never sees a reported, unconfirmed recovery', () => {
  it('no figure, no entry and no activity line for a report, while staff see it; confirmed money shows', async () => {
    const reference = 'D41-TYPO-999999';
    const reported = await post(cast.lawyer.cookie, `/api/cases/${cast.caseId}/recoveries`, {
      amount: '999999.00',
      receivedAt: '2026-03-02',
      source: 'chargeback',
      reference,
      aboveClaimReason: 'Typed with too many nines',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const reportId = reported.json().id as string;

    const staff = (await get(cast.manager.cookie, `/api/cases/${cast.caseId}/ledger`)).json();
    expect(staff.summary.reportedAmountCents).toBe(99_999_900);
    expect(staff.entries.map((e: { id: string }) => e.id)).toContain(reportId);
    const staffTimeline = (await get(cast.manager.cookie, `/api/cases/${cast.caseId}/timeline`)).body;
    expect(staffTimeline).toContain('recovery_reported');

    const seen = await clientSees();
    // The report's id, its reference and its amount appear nowhere the client reads.
    expect(seen.bodies).not.toContain(reportId);
    expect(seen.bodies).not.toContain(reference);
    expect(seen.bodies).not.toContain('99999900');
    expect(seen.bodies).not.toContain('recovery_report');
    expect(seen.ledger.summary.reportedAmountCents).toBe(0);
    expect(seen.ledger.entries).toEqual([]);
    expect(seen.statement.lines).toEqual([]);
    expect(seen.statement.openingReportedCents).toBe(0);
    expect(seen.dashboard.recentActivity.map((a: { kind?: string }) => a.kind)).not.toContain(
      'recovery_reported',
    );

    // The report is rejected (staff business too), another is confirmed: only the money shows.
    const rejected = await post(
      cast.manager.cookie,
      `/api/cases/${cast.caseId}/recoveries/${reportId}/reject`,
      {
        reason: 'Amount mistyped',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(201);
    const second = await post(cast.lawyer.cookie, `/api/cases/${cast.caseId}/recoveries`, {
      amount: '1000.00',
      receivedAt: '2026-03-03',
      source: 'chargeback',
      reference: 'D41-REAL-1',
    });
    const confirmed = await post(
      cast.manager.cookie,
      `/api/cases/${cast.caseId}/recoveries/${second.json().id}/confirm`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const after = await clientSees();
    expect(after.bodies).not.toContain(reportId);
    expect(after.bodies).not.toContain(second.json().id);
    expect(after.bodies).not.toContain('Amount mistyped');
    expect(after.ledger.entries.map((e: { kind: string }) => e.kind)).toEqual(['recovery']);
    expect(after.ledger.summary.recoveredAmountCents).toBe(100_000);
    expect(after.statement.lines.map((l: { kind: string; reportedChangeCents: number }) => l)).toMatchObject([
      { kind: 'recovery', receivedAmountCents: 100_000, reportedChangeCents: 0, reportedBalanceCents: 0 },
    ]);
    expect(after.dashboard.stats.totalRecoveredCents).toBe(100_000);
  });
});
