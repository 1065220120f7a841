import { asc, eq } from 'drizzle-orm';
import type { Unmatched } from '../../../shared/contracts/bank-statements';
import { matchLines } from '../../../shared/domain/bank-matching';
import { AppError } from '../../../shared/domain/errors';
import { moneyFields } from '../../../shared/domain/money';
import type { Actor } from '../../core/actor';
import { type AuditContext, type AuditedCall, writeAudit } from '../../core/audit';
import type { Mail } from '../../core/emails';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { bankLineMatches, bankStatementLines, ledgerTransactions } from '../../db/schema';
import { confirmReportFromBank } from '../ledger';
import { type LedgerCandidate, lineStates, openLedgerEntries } from './match-state';
import { linesWithState } from './statements-read';

/**
 * Issue 19 item 3: tying statement lines to the ledger. Every change is a new row in the matching
 * log with who and why, audited, in one transaction. A credit matched to a reported recovery
 * confirms it (D26: one person and the bank's statement agree) when the statement came from
 * someone other than the reporter (D35).
 */

/** A match may confirm a report, which tells the client by email. */
type Context = { request: AuditContext; actor: Actor; mail: Mail };
type LineRow = typeof bankStatementLines.$inferSelect;

const lineTexts = (line: LineRow) => [line.bankReference, line.endToEndId, line.remittance];

/**
 * Records `line` as matched to `candidate`; answers the transaction the line now stands for. A
 * report is confirmed first, unless the hand bringing the line is its reporter's (D35): then the
 * line is tied to the report itself, which keeps waiting for a second person.
 */
async function recordMatch(
  tx: Db,
  context: Context,
  line: LineRow,
  candidate: Pick<LedgerCandidate, 'id' | 'kind'>,
  auto: boolean,
): Promise<string> {
  const isReport = candidate.kind === 'recovery_report';
  const confirmedBy = isReport ? await confirmReportFromBank(tx, context, candidate.id, line.id) : null;
  const transactionId = confirmedBy ?? candidate.id;
  await tx.insert(bankLineMatches).values({
    lineId: line.id,
    action: 'matched',
    transactionId,
    auto,
    decidedBy: context.actor.id,
  });
  await writeAudit(tx, context.request, {
    action: 'bank_line.matched',
    entity: 'bank_statement',
    entityId: line.statementId,
    after: {
      lineNo: line.lineNo,
      transactionId,
      ...(isReport && confirmedBy ? { confirmedReportId: candidate.id } : {}),
      ...(isReport && !confirmedBy ? { awaitingSecondPerson: true } : {}),
      auto,
    },
  });
  return transactionId;
}

/**
 * Matches a freshly imported statement's lines by the rules of shared/domain/bank-matching.ts,
 * inside the import's transaction. Answers how many lines it matched.
 */
export async function autoMatchStatement(tx: Db, context: Context, statementId: string): Promise<number> {
  const lines = await tx
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.statementId, statementId))
    .orderBy(asc(bankStatementLines.lineNo));
  if (lines.length === 0) return 0;
  const candidates = await openLedgerEntries(tx, lines[0]!.currency);
  const picks = matchLines(
    lines.map((line) => ({
      direction: line.direction as 'credit' | 'debit',
      amountCents: line.amountCents,
      currency: line.currency,
      valueDate: line.valueDate,
      reversal: line.reversal,
      foreignCurrency: line.foreignCurrency,
      texts: lineTexts(line),
    })),
    candidates,
  );
  for (const [index, candidate] of picks) await recordMatch(tx, context, lines[index]!, candidate, true);
  return picks.size;
}

/** The line, locked for this transaction, with its current state; unknown → 404, withdrawn → 409. */
async function lockLine(tx: Db, lineId: number) {
  const [line] = await tx
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.id, lineId))
    .for('update');
  if (!line) throw notFound('bank-statements.not_found.bank_line');
  const state = (await lineStates(tx, [line.id])).get(line.id);
  // A line of a withdrawn statement counts nowhere: no decision may bring it back.
  if (state?.status === 'withdrawn') throw new AppError('conflict', 'bank-statements.bank_lines.withdrawn');
  return { line, status: state?.status ?? 'unmatched' };
}

type LineCall = AuditedCall & { lineId: number };

/**
 * A person matches a line to a ledger entry of the same direction, currency and amount that no
 * other line is matched to: a reported recovery (confirmed by this unless the person is its
 * reporter, D35), a confirmed recovery, or a
 * payout. The date window of the automatic rules does not bind a person.
 */
export async function matchLine(args: LineCall & { mail: Mail; transactionId: string }) {
  return args.db.transaction(async (tx) => {
    const { line, status } = await lockLine(tx, args.lineId);
    if (status !== 'unmatched') throw new AppError('conflict', 'bank-statements.bank_lines.not_unmatched');
    // Lock the entry too, so two lines cannot take it at once.
    const [entry] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, args.transactionId))
      .for('update');
    if (!entry) throw notFound('bank-statements.not_found.ledger_entry');
    const open = (await openLedgerEntries(tx, line.currency)).find((c) => c.id === args.transactionId);
    if (!open) throw new AppError('conflict', 'bank-statements.bank_lines.entry_taken');
    const direction = open.kind === 'payout' ? 'debit' : 'credit';
    if (direction !== line.direction || open.amountCents !== line.amountCents) {
      throw new AppError('conflict', {
        key: 'bank-statements.bank_lines.entry_differs',
        params: {
          line: { cents: line.amountCents, currency: line.currency },
          entry: { cents: open.amountCents, currency: open.currency },
        },
      });
    }
    await recordMatch(tx, args, line, open, false);
  });
}

/**
 * A decision with a reason on a line, logged and audited: `unmatched` undoes a match or a "not
 * client money" (the ledger is not touched: a recovery a match confirmed stays booked, a correction
 * being a reversal, and shows as unmatched again); `not_client_money` sets an unmatched line aside
 * (a bank fee, interest).
 */
function decideLine(args: LineCall & { reason: string }, action: 'unmatched' | 'not_client_money') {
  return args.db.transaction(async (tx) => {
    const { line, status } = await lockLine(tx, args.lineId);
    if (action === 'unmatched' && status === 'unmatched')
      throw new AppError('conflict', 'bank-statements.bank_lines.already_unmatched');
    if (action === 'not_client_money' && status !== 'unmatched')
      throw new AppError('conflict', 'bank-statements.bank_lines.not_unmatched');
    await tx.insert(bankLineMatches).values({
      lineId: line.id,
      action,
      reason: args.reason,
      decidedBy: args.actor.id,
    });
    await writeAudit(tx, args.request, {
      action: action === 'unmatched' ? 'bank_line.unmatched' : 'bank_line.not_client_money',
      entity: 'bank_statement',
      entityId: line.statementId,
      after: { lineNo: line.lineNo, reason: args.reason, was: status },
    });
  });
}

export const unmatchLine = (args: LineCall & { reason: string }) => decideLine(args, 'unmatched');
export const markNotClientMoney = (args: LineCall & { reason: string }) =>
  decideLine(args, 'not_client_money');

/**
 * Side by side (item 3): statement lines nothing explains yet, and ledger entries no line is
 * matched to (reported and confirmed recoveries, payouts), optionally in one currency.
 */
export async function listUnmatched(db: Db, currency?: string): Promise<Unmatched> {
  const rows = await db
    .select()
    .from(bankStatementLines)
    .where(currency ? eq(bankStatementLines.currency, currency) : undefined)
    .orderBy(asc(bankStatementLines.bookingDate), asc(bankStatementLines.id));
  const lines = (await linesWithState(db, rows))
    .map((line, i) => ({ ...line, statementId: rows[i]!.statementId }))
    .filter((line) => line.match.status === 'unmatched');
  const entries = (await openLedgerEntries(db, currency)).map(({ amountCents, caseId: _case, ...e }) => ({
    ...e,
    ...moneyFields('amount', amountCents),
  }));
  return { lines, entries };
}
