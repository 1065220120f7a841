import type { z } from 'zod';
import {
  type AdminFinancials,
  adminFinancialsQuerySchema,
  adminFinancialsSchema,
} from '../../../shared/contracts/insights';
import { DEFAULT_CURRENCY, moneyFields } from '../../../shared/domain/money';
import { getFirmSettings } from '../../core/firm-settings';
import type { Db } from '../../db/client';
import { route } from '../../lib/route-schemas';
import type { TypedApp } from '../../lib/typed-routes';
import { lastMonthKeys, ledgerByMonth, monthStart, monthsFrom, openWithdrawals } from './financials-queries';

/** OpenAPI tag and docs/access.md group: the module's resource. */
const tags = ['insights'];

type Query = z.output<typeof adminFinancialsQuerySchema>;

/**
 * The target is set in major units of the firm's default currency (firm settings); figures in
 * another currency are not compared with it. A target of 0 measures nothing, so it counts as none.
 */
function targetProgress(target: number | null, currency: string, month: string, feeCents: number) {
  if (target === null || target <= 0 || currency !== DEFAULT_CURRENCY) return null;
  const targetCents = Math.round(target * 100);
  return {
    month,
    ...moneyFields('amount', targetCents),
    ...moneyFields('achieved', feeCents),
    percent: Math.round((feeCents / targetCents) * 1000) / 10,
  };
}

/** GET /api/admin/financials (D4): the firm's money by month, from the ledger only. */
export async function adminFinancials(db: Db, query: Query, now = new Date()): Promise<AdminFinancials> {
  const monthKeys = lastMonthKeys(now, query.months);
  const [rows, open, settings] = await Promise.all([
    ledgerByMonth(db, monthStart(now, -(query.months - 1))),
    openWithdrawals(db, query.currency),
    getFirmSettings(db),
  ]);
  const months = monthsFrom(rows, query.currency, monthKeys);
  const sum = (key: 'recovered' | 'fees' | 'paidOut') => months.reduce((total, m) => total + m[key], 0);
  const current = months.at(-1)!;
  return {
    currency: query.currency,
    currencies: [...new Set([query.currency, ...rows.map((r) => r.currency)])].sort(),
    months: months.map((m) => ({
      month: m.month,
      ...moneyFields('recovered', m.recovered),
      ...moneyFields('fees', m.fees),
      ...moneyFields('paidOut', m.paidOut),
    })),
    totals: {
      ...moneyFields('recovered', sum('recovered')),
      ...moneyFields('fees', sum('fees')),
      ...moneyFields('paidOut', sum('paidOut')),
    },
    pendingPayouts: { ...moneyFields('amount', open.pending.cents), count: open.pending.count },
    approvedPayouts: { ...moneyFields('amount', open.approved.cents), count: open.approved.count },
    target: targetProgress(settings.monthlyRevenueTarget, query.currency, current.month, current.fees),
  };
}

export function registerFinancialsRoutes(app: TypedApp) {
  app.get(
    '/api/admin/financials',
    route(
      tags,
      ['admin'],
      'The firm’s money by month from the ledger (D4): recovered, fees earned, paid out; open payouts; target progress',
      { querystring: adminFinancialsQuerySchema, response: { 200: adminFinancialsSchema } },
    ),
    // D128: the same for every admin, reused until the next committed change (core/figures-cache.ts).
    async (request) =>
      app.figuresCache.get(`admin-financials:${request.query.currency}:${request.query.months}`, () =>
        adminFinancials(app.deps.db, request.query),
      ),
  );
}
