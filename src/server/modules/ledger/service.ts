import { and, eq } from 'drizzle-orm';
import type { CaseLedger, LedgerEntry } from '../../../shared/contracts/ledger';
import { AppError } from '../../../shared/domain/errors';
import { isReportKind, recoveryReversalPostings } from '../../../shared/domain/ledger';
import { moneyFields } from '../../../shared/domain/money';
import type { Actor } from '../../core/actor';
import { type AuditedCall, writeAudit } from '../../core/audit';
import type { Mail } from '../../core/emails';
import { runIdempotent } from '../../core/idempotency';
import { insertTransaction } from '../../core/ledger-writer';
import { caseScope, notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, ledgerPostings, ledgerTransactions, users } from '../../db/schema';
import { noticeRecoveryReversed } from './money-notices';
import { buildCaseLedger, clientBalances, listCaseEntries } from './queries';

export type LockedCase = typeof cases.$inferSelect;

/** The case, scoped to what the actor may see (D21), locked for the rest of the transaction. */
export async function lockCase(tx: Db, actor: Actor, caseId: string) {
  const [row] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), caseScope(actor)))
    .for('update');
  if (!row) throw notFound('common.not_found.case');
  // Every movement of a client's money also locks the client, so balance checks never race.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, row.clientId)).for('update');
  return row;
}

async function entryById(tx: Db, actor: Actor, caseId: string, id: string): Promise<LedgerEntry> {
  const entry = (await listCaseEntries(tx, caseId, actor.id)).find((e) => e.id === id);
  if (!entry) throw new Error(`ledger entry ${id} vanished inside its own transaction`);
  return entry;
}

export type CaseBooking = AuditedCall & { caseId: string; idempotencyKey: string };

/**
 * One booking on a case, shared by recovery and reversal: run once per idempotency key (a retried
 * request gets the first answer), with the case and its client locked while `book` writes the
 * transaction; answers the new ledger entry.
 */
export function bookOnCase(
  args: CaseBooking,
  idempotency: { scope: string; payload: unknown },
  book: (tx: Db, theCase: typeof cases.$inferSelect) => Promise<string>,
) {
  return runIdempotent(
    args.db,
    { actorId: args.actor.id, key: args.idempotencyKey, ...idempotency },
    async (tx) => {
      const theCase = await lockCase(tx, args.actor, args.caseId);
      const id = await book(tx, theCase);
      return entryById(tx, args.actor, theCase.id, id);
    },
  );
}

/**
 * Corrects a recovery by booking its exact mirror, with a reason. Refused when the client's
 * share has already been withdrawn (their balance would go below zero) or when already reversed.
 */
export async function reverseRecovery(
  args: CaseBooking & { mail: Mail; transactionId: string; reason: string },
) {
  return bookOnCase(
    args,
    { scope: `reversal:${args.caseId}:${args.transactionId}`, payload: { reason: args.reason } },
    async (tx, theCase) => {
      const [original] = await tx
        .select()
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.id, args.transactionId),
            eq(ledgerTransactions.caseId, theCase.id),
            eq(ledgerTransactions.kind, 'recovery'),
          ),
        );
      if (!original) throw notFound('ledger.not_found.recovery');
      const [already] = await tx
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reversesId, original.id));
      if (already) throw new AppError('conflict', 'ledger.already_reversed');

      const postings = await tx
        .select({ account: ledgerPostings.account, amount: ledgerPostings.amountCents })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.transactionId, original.id));
      const clientShare =
        0 - postings.filter((p) => p.account === 'client_funds').reduce((s, p) => s + p.amount, 0);
      const { availableCents } = await clientBalances(tx, theCase.clientId, theCase.currency);
      if (clientShare > availableCents) {
        throw new AppError('conflict', {
          key: 'ledger.share_not_available',
          params: { amount: { cents: clientShare, currency: theCase.currency } },
        });
      }
      const id = await insertTransaction(
        tx,
        {
          kind: 'reversal',
          clientId: theCase.clientId,
          caseId: theCase.id,
          currency: theCase.currency,
          amountCents: original.amountCents,
          reason: args.reason,
          reversesId: original.id,
          createdById: args.actor.id,
        },
        recoveryReversalPostings(postings),
      );
      await writeAudit(tx, args.request, {
        action: 'ledger.recovery.reversed',
        entity: 'case',
        entityId: theCase.id,
        after: {
          transactionId: id,
          reverses: original.id,
          amountCents: original.amountCents,
          reason: args.reason,
        },
      });
      await noticeRecoveryReversed(tx, {
        mail: args.mail,
        theCase,
        actorId: args.actor.id,
        transactionId: id,
        reversesId: original.id,
        amountCents: original.amountCents,
        reason: args.reason,
      });
      return id;
    },
  );
}

export async function getCaseLedger(args: { db: Db; actor: Actor; caseId: string }) {
  const [theCase] = await args.db
    .select()
    .from(cases)
    .where(and(eq(cases.id, args.caseId), caseScope(args.actor)));
  if (!theCase) throw notFound('common.not_found.case');
  const ledger = await buildCaseLedger(args.db, theCase, args.actor.id);
  return args.actor.role === 'client' ? clientViewOfLedger(ledger) : ledger;
}

/**
 * D41: the client sees money only once it is confirmed: no reported amount, no report, retraction
 * or rejection among the entries, and no trace of the report a recovery confirmed. Staff see all.
 */
function clientViewOfLedger(ledger: CaseLedger): CaseLedger {
  return {
    ...ledger,
    summary: { ...ledger.summary, ...moneyFields('reportedAmount', 0) },
    entries: ledger.entries.filter((e) => !isReportKind(e.kind)).map((e) => ({ ...e, reportId: null })),
  };
}
