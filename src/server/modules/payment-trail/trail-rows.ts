import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentInput } from '../../../shared/contracts/payment-trail';
import { AppError } from '../../../shared/domain/errors';
import { indicatorsOfPayment } from '../../../shared/domain/trail/indicators';
import type { Actor } from '../../core/actor';
import { firstOrNotFound } from '../../core/scope';
import type { Db } from '../../db/client';
import type { schemeContacts, schemePayments } from '../../db/schema';
import { indicatorIdOf } from './indicator-rows';

/**
 * The columns of a payment from the form: only the fields of the chosen method are kept, so a
 * bank's IBAN left in a form switched to "card" never becomes part of the record.
 */
export async function paymentColumns(tx: Db, input: PaymentInput) {
  const card = input.method === 'card';
  const bank = input.method === 'bank_transfer';
  const crypto = input.method === 'crypto';
  const [indicator] = indicatorsOfPayment(input);
  return {
    paidOn: input.paidOn,
    amountCents: input.amount,
    currency: input.currency,
    method: input.method,
    cardNetwork: card ? (input.cardNetwork ?? null) : null,
    merchantDescriptor: card ? (input.merchantDescriptor ?? null) : null,
    beneficiaryName: bank ? (input.beneficiaryName ?? null) : null,
    iban: bank ? (input.iban ?? null) : null,
    accountNumber: bank ? (input.accountNumber ?? null) : null,
    bic: bank ? (input.bic ?? null) : null,
    bankName: bank ? (input.bankName ?? null) : null,
    cryptoNetwork: crypto ? (input.cryptoNetwork ?? null) : null,
    walletAddress: crypto ? (input.walletAddress ?? null) : null,
    txHash: crypto ? (input.txHash ?? null) : null,
    note: input.note ?? null,
    indicatorId: indicator ? await indicatorIdOf(tx, indicator) : null,
  } satisfies Partial<typeof schemePayments.$inferInsert>;
}

/**
 * A client changes or removes only what they entered themselves; what the lawyer added is the
 * lawyer's to change. Staff who may open the case may change any row of it.
 */
export function assertMayChange(actor: Actor, row: { enteredBy: string | null }): void {
  if (actor.role === 'client' && row.enteredBy !== actor.id) {
    throw new AppError('forbidden', 'payment-trail.entered_by_firm');
  }
}

/** The entry the URL names, on the case already scoped (D21) and not removed. */
export function liveEntry(
  table: typeof schemePayments | typeof schemeContacts,
  entryId: string,
  caseId: string,
) {
  return and(eq(table.id, entryId), eq(table.caseId, caseId), isNull(table.removedAt));
}

/** The entry found by liveEntry, refused as not found when there is none, and as not the reader's to change. */
export function changeableEntry<Row extends { enteredBy: string | null }>(actor: Actor, rows: Row[]): Row {
  const row = firstOrNotFound(rows, 'payment-trail.not_found.trail_entry');
  assertMayChange(actor, row);
  return row;
}
