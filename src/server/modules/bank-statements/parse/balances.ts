import type { Cents } from '../../../../shared/domain/money';
import type { ParsedStatement } from './statement';

export type BalanceMismatch = { computedClosingCents: Cents; statedClosingCents: Cents };

/**
 * Issue 32 item 4: a statement that states both balances must add up, opening + credits −
 * debits = closing, over its booked lines. A reversal counts in its own stated direction (the
 * bank booked it so). A line in another currency than the account's is left out: it moves a
 * pocket of its own, not the balance the statement states. Null when it adds up, or when the
 * statement lacks either balance (camt.054 notifications, intraday reports, CSV) and there is
 * nothing to check.
 */
export function balanceMismatch(statement: ParsedStatement): BalanceMismatch | null {
  const { openingBalanceCents: opening, closingBalanceCents: stated } = statement;
  if (opening === null || stated === null) return null;
  const computed = statement.lines
    .filter((line) => line.currency === statement.currency)
    .reduce(
      (sum, line) => sum + (line.direction === 'credit' ? line.amountCents : -line.amountCents),
      opening,
    );
  return computed === stated ? null : { computedClosingCents: computed, statedClosingCents: stated };
}
