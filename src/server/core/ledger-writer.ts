import type { Posting } from '../../shared/domain/ledger';
import type { Db } from '../db/client';
import { ledgerPostings, ledgerTransactions } from '../db/schema';

/**
 * The only writer of money: one ledger transaction and its postings. Callers run it inside their
 * database transaction, after locking what the movement depends on; the database checks balance.
 */
export async function insertTransaction(
  tx: Db,
  values: typeof ledgerTransactions.$inferInsert,
  postings: Posting[],
): Promise<string> {
  const [row] = await tx.insert(ledgerTransactions).values(values).returning({ id: ledgerTransactions.id });
  await tx.insert(ledgerPostings).values(
    postings.map((p) => ({
      transactionId: row!.id,
      account: p.account,
      clientId: values.clientId,
      caseId: values.caseId ?? null,
      currency: values.currency,
      amountCents: p.amount,
    })),
  );
  return row!.id;
}
