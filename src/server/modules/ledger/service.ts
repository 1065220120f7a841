import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { LedgerEntry, recordRecoveryRequestSchema } from '../../../shared/contracts/ledger';
import { AppError } from '../../../shared/domain/errors';
import { recoveryPostings, reversalPostings } from '../../../shared/domain/ledger';
import { fromCents, splitRecovery } from '../../../shared/domain/money';
import type { Actor } from '../../core/actor';
import { type AuditContext, writeAudit } from '../../core/audit';
import { runIdempotent } from '../../core/idempotency';
import { insertTransaction } from '../../core/ledger-writer';
import { caseScope, notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, ledgerPostings, ledgerTransactions, users } from '../../db/schema';
import { noticeRecoveryRecorded, noticeRecoveryReversed } from './money-notices';
import { buildCaseLedger, clientBalances, listCaseEntries } from './queries';

type RecordRecoveryInput = z.output<typeof recordRecoveryRequestSchema>;

/** The case, scoped to what the actor may see (D21), locked for the rest of the transaction. */
async function lockCase(tx: Db, actor: Actor, caseId: string) {
  const [row] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), caseScope(actor)))
    .for('update');
  if (!row) throw notFound('This case');
  // Every movement of a client's money also locks the client, so balance checks never race.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, row.clientId)).for('update');
  return row;
}

async function entryById(tx: Db, caseId: string, id: string): Promise<LedgerEntry> {
  const entry = (await listCaseEntries(tx, caseId)).find((e) => e.id === id);
  if (!entry) throw new Error(`ledger entry ${id} vanished inside its own transaction`);
  return entry;
}

/**
 * Books money actually received for a client (D7): into the trust bank, split at once into the
 * 20% fee and the client's share at the case's fee rate. The only way funds enter Recourse.
 */
export async function recordRecovery(args: {
  db: Db;
  actor: Actor;
  caseId: string;
  input: RecordRecoveryInput;
  idempotencyKey: string;
  request: AuditContext;
}) {
  return runIdempotent(
    args.db,
    {
      actorId: args.actor.id,
      key: args.idempotencyKey,
      scope: `recovery:${args.caseId}`,
      payload: args.input,
    },
    async (tx) => {
      const theCase = await lockCase(tx, args.actor, args.caseId);
      const { input } = args;
      const id = await insertTransaction(
        tx,
        {
          kind: 'recovery',
          clientId: theCase.clientId,
          caseId: theCase.id,
          currency: theCase.currency,
          amountCents: input.amount,
          source: input.source,
          reference: input.reference,
          receivedAt: input.receivedAt,
          createdById: args.actor.id,
        },
        recoveryPostings(input.amount, theCase.feeRateBps),
      );
      const split = splitRecovery(input.amount, theCase.feeRateBps);
      await writeAudit(tx, args.request, {
        action: 'ledger.recovery.recorded',
        entity: 'case',
        entityId: theCase.id,
        after: {
          transactionId: id,
          amountCents: input.amount,
          ...split,
          source: input.source,
          reference: input.reference,
        },
      });
      await noticeRecoveryRecorded(tx, {
        theCase,
        actorId: args.actor.id,
        transactionId: id,
        amountCents: input.amount,
        ...split,
      });
      return entryById(tx, theCase.id, id);
    },
  );
}

/**
 * Corrects a recovery by booking its exact mirror, with a reason. Refused when the client's
 * share has already been withdrawn (their balance would go below zero) or when already reversed.
 */
export async function reverseRecovery(args: {
  db: Db;
  actor: Actor;
  caseId: string;
  transactionId: string;
  reason: string;
  idempotencyKey: string;
  request: AuditContext;
}) {
  return runIdempotent(
    args.db,
    {
      actorId: args.actor.id,
      key: args.idempotencyKey,
      scope: `reversal:${args.caseId}:${args.transactionId}`,
      payload: { reason: args.reason },
    },
    async (tx) => {
      const theCase = await lockCase(tx, args.actor, args.caseId);
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
      if (!original) throw notFound('This recovery');
      const [already] = await tx
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reversesId, original.id));
      if (already) throw new AppError('conflict', 'This recovery has already been reversed.');

      const postings = await tx
        .select({ account: ledgerPostings.account, amount: ledgerPostings.amountCents })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.transactionId, original.id));
      const clientShare =
        0 - postings.filter((p) => p.account === 'client_funds').reduce((s, p) => s + p.amount, 0);
      const { availableCents } = await clientBalances(tx, theCase.clientId, theCase.currency);
      if (clientShare > availableCents) {
        throw new AppError(
          'conflict',
          `The client's share of this recovery (${fromCents(clientShare)} ${theCase.currency}) is no longer available: ` +
            'part of it has been withdrawn or is held for a withdrawal. Resolve the withdrawal first.',
        );
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
        reversalPostings(postings),
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
        theCase,
        actorId: args.actor.id,
        transactionId: id,
        reversesId: original.id,
        amountCents: original.amountCents,
        reason: args.reason,
      });
      return entryById(tx, theCase.id, id);
    },
  );
}

export async function getCaseLedger(args: { db: Db; actor: Actor; caseId: string }) {
  const [theCase] = await args.db
    .select()
    .from(cases)
    .where(and(eq(cases.id, args.caseId), caseScope(args.actor)));
  if (!theCase) throw notFound('This case');
  return buildCaseLedger(args.db, theCase);
}
