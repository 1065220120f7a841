import { StatementParseError } from './errors';
import type { ParsedStatement } from './statement';

/** SWIFT MT940 statements (issue 32 item 3): not read yet. */
export function parseMt940(_input: string | Buffer): ParsedStatement[] {
  throw new StatementParseError('not_camt053', 'MT940 is not read yet');
}
