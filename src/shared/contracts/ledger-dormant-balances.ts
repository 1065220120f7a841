import { z } from 'zod';
import { moneyShape } from './money-fields';

/**
 * GET /api/admin/ledger/dormant-balances (issue 19 item 6): client trust balances that no ledger
 * movement has touched for the firm's `dormantBalanceMonths`, oldest first.
 *
 * A balance is the client's, per currency: withdrawals draw on all of a client's cases in that
 * currency at once (docs/ledger.md), so a balance split by case would not add up. `cases` names
 * the cases whose recoveries fed it, so the follow-up starts from a matter the team knows.
 */
export const dormantBalanceSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  cases: z.array(z.object({ id: z.string(), reference: z.string() })),
  currency: z.string(),
  /** Available plus held for a withdrawal: everything the firm still owes the client. */
  ...moneyShape('amount'),
  /** When the last ledger movement touching the balance was booked (ISO 8601). */
  lastMovementAt: z.string(),
  /** Whole calendar months since then. */
  monthsUntouched: z.number().int(),
});
export type DormantBalance = z.infer<typeof dormantBalanceSchema>;

export const dormantBalancesSchema = z.object({
  /** The firm setting the list was made with. */
  months: z.number().int(),
  balances: z.array(dormantBalanceSchema),
});
export type DormantBalances = z.infer<typeof dormantBalancesSchema>;
