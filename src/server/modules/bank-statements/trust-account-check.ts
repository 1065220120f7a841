import { AppError } from '../../../shared/domain/errors';
import type { Db } from '../../db/client';
import { accountLabel, findTrustAccount, trustAccountOfCurrency } from '../trust-accounts';
import type { ParsedStatement } from './parse';

/** A statement's account as a person reads it: the IBAN in groups of four, or the number. */
const labelOf = (parsed: ParsedStatement) =>
  parsed.accountIban
    ? accountLabel({ iban: parsed.accountIban, accountNumber: null, bankCode: null })
    : (parsed.accountNumber ?? '–');

/** The way account numbers are registered: upper case, without the separators banks print. */
const normalNumber = (value: string | null) => (value ? value.replace(/[\s\-./]/g, '').toUpperCase() : null);

/**
 * D35, D42: a statement gets in only for a registered trust account in its currency, and not for
 * days before the account was opened. A file that names no account (CSV) belongs to the account of
 * its currency (at most one, decision 0135). Answers the account's id, stored on the statement.
 */
export async function trustAccountOf(db: Db, parsed: ParsedStatement): Promise<string> {
  const named = parsed.accountIban !== null || parsed.accountNumber !== null;
  const account = named
    ? await findTrustAccount(db, {
        iban: parsed.accountIban,
        accountNumber: normalNumber(parsed.accountNumber),
      })
    : await trustAccountOfCurrency(db, parsed.currency);
  if (!account) {
    throw new AppError(
      'validation_failed',
      named
        ? {
            key: 'bank-statements.no_trust_account',
            params: { account: labelOf(parsed), currency: parsed.currency },
          }
        : { key: 'bank-statements.no_trust_account_in_currency', params: { currency: parsed.currency } },
    );
  }
  if (account.currency !== parsed.currency) {
    throw new AppError('validation_failed', {
      key: 'bank-statements.trust_account_other_currency',
      params: { account: labelOf(parsed), currency: parsed.currency, registered: account.currency },
    });
  }
  const firstDay = parsed.fromDate ?? parsed.lines.map((line) => line.bookingDate).sort()[0];
  if (firstDay && firstDay < account.openingDate) {
    throw new AppError('validation_failed', {
      key: 'bank-statements.before_opening',
      params: { date: firstDay, account: accountLabel(account), opening: account.openingDate },
    });
  }
  return account.id;
}
