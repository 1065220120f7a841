import { StatementParseError } from './errors';
import type { StatementLine } from './statement';

/** A file of ./fixtures as bytes. */
export { statementFixture as fixture } from '../../../../../tests/support/bank-statements';

/** What a refused file throws, for asserting its reason and place; any other error still fails. */
export function refusal(run: () => unknown): StatementParseError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementParseError) return error;
    throw error;
  }
  throw new Error('expected a StatementParseError');
}

/** A statement line with every field empty but those given (line 1, a credit in EUR). */
export const statementLine = (fields: Partial<StatementLine>): StatementLine => ({
  lineNo: 1,
  direction: 'credit',
  amountCents: 0,
  currency: 'EUR',
  bookingDate: '',
  valueDate: '',
  reversal: false,
  bankReference: null,
  endToEndId: null,
  remittance: null,
  counterpartyName: null,
  counterpartyIban: null,
  foreignCurrency: false,
  ...fields,
});
