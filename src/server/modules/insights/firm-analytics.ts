import {
  type AdminAnalytics,
  adminAnalyticsSchema,
  WORKING_PHASES,
} from '../../../shared/contracts/insights';
import { moneyFields } from '../../../shared/domain/money';
import { PHASES } from '../../../shared/domain/phases';
import type { Db } from '../../db/client';
import { route } from '../../lib/route-schemas';
import type { TypedApp } from '../../lib/typed-routes';
import { successRate, TOTALS_CURRENCY } from '../cases';
import { lastMonthKeys, ledgerByMonth, monthStart, monthsFrom } from './financials-queries';
import { casesByPhase, endedStays, leadsByWeek, perDesk } from './firm-analytics-queries';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['insights'];

const WEEKS_SHOWN = 12;
const MONTHS_SHOWN = 12;
const days = (seconds: number, n: number) => (n === 0 ? null : Math.round((seconds / 86_400 / n) * 10) / 10);

/**
 * GET /api/admin/analytics: firm-wide figures (issue 7 item 7), each a grouped query on indexed
 * columns or on the trigger-kept desk figures; D3's definitions (cases/metrics.ts) throughout.
 * Money in the firm's currency only (TOTALS_CURRENCY), as the lawyer and manager figures are.
 */
export async function adminAnalytics(db: Db, now = new Date()): Promise<AdminAnalytics> {
  const [weeks, phases, stays, ledger, desks] = await Promise.all([
    leadsByWeek(db, now, WEEKS_SHOWN),
    casesByPhase(db),
    endedStays(db),
    ledgerByMonth(db, monthStart(now, -(MONTHS_SHOWN - 1))),
    perDesk(db),
  ]);
  const months = monthsFrom(ledger, TOTALS_CURRENCY, lastMonthKeys(now, MONTHS_SHOWN));
  const { noDesk } = desks;
  return {
    currency: TOTALS_CURRENCY,
    leadsByWeek: weeks,
    casesByPhase: PHASES.map((phase) => ({ phase, count: phases.get(phase)?.count ?? 0 })),
    recoveredByMonth: months.map((m) => ({ month: m.month, ...moneyFields('recovered', m.recovered) })),
    timeInPhase: WORKING_PHASES.map((phase) => ({
      phase,
      averageDays: stays.get(phase)?.averageDays ?? null,
      stays: stays.get(phase)?.stays ?? 0,
      current: { count: phases.get(phase)?.count ?? 0, averageDays: phases.get(phase)?.daysSoFar ?? null },
    })),
    desks: [
      ...desks.byDesk.map((d) => ({
        deskId: d.deskId,
        name: d.name,
        cases: d.cases,
        activeCases: d.activeCases,
        ...moneyFields('recovered', d.recoveredCents),
        successRate: successRate(d.successes, d.finished),
        averageRecoveryDays: days(d.successSeconds, d.successes),
      })),
      ...(noDesk && noDesk.cases > 0
        ? [
            {
              deskId: null,
              name: null,
              cases: noDesk.cases,
              activeCases: noDesk.activeCases,
              ...moneyFields('recovered', noDesk.recoveredCents),
              successRate: successRate(noDesk.successes, noDesk.finished),
              averageRecoveryDays: noDesk.averageRecoveryDays,
            },
          ]
        : []),
    ],
  };
}

export function registerFirmAnalyticsRoutes(app: TypedApp) {
  app.get(
    '/api/admin/analytics',
    route(
      tags,
      ['admin'],
      'Firm-wide analytics: leads and conversion per week, cases per phase, recovered per month, time per phase, desks compared',
      { response: { 200: adminAnalyticsSchema } },
    ),
    // D128: the same for every admin, reused until the next committed change (core/figures-cache.ts).
    async () => app.figuresCache.get('admin-analytics', () => adminAnalytics(app.deps.db)),
  );
}
