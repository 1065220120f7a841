import { type LedgerKind, type Posting, sumPostings } from './ledger';
import type { Cents } from './money';

/**
 * The client's statement (issue 17 item 7): every ledger movement that touches the client, with
 * what it changed and the running balance of available funds. Nothing here is typed in: each
 * figure is a sum of the movement's own postings (docs/ledger.md), so the closing balance is the
 * available balance the portal shows.
 */
export type StatementMovement = {
  kind: LedgerKind;
  /** The gross amount moved, always positive (the transaction's amount). */
  amount: Cents;
  postings: Posting[];
};

export type MovementFigures = {
  /** Money received for the client: positive for a recovery, negative for its reversal. */
  received: Cents | null;
  /** Our fee on it: positive when taken, negative when a reversal gives it back. */
  fee: Cents | null;
  /** Paid out to the client's payout method. */
  paidOut: Cents | null;
  /** Change to what the client may withdraw (the client_funds postings, client's view). */
  availableChange: Cents;
  /** Change to what is held for withdrawals (the client_holds postings, client's view). */
  heldChange: Cents;
  /**
   * Memo (D26): change to what is reported and awaiting confirmation — up on a report, down when
   * it is confirmed, retracted or rejected. Never part of the available balance.
   */
  reportedChange: Cents;
};

// `0 - x` rather than `-x`: a zero change must read 0, not -0.
const owed = (postings: Posting[], account: Posting['account']) => 0 - sumPostings(postings, account);

/** What one movement did, from its postings alone. */
export function movementFigures(m: StatementMovement): MovementFigures {
  const isRecovery = m.kind === 'recovery' || m.kind === 'reversal';
  return {
    received: isRecovery ? sumPostings(m.postings, 'trust_bank') : null,
    fee: isRecovery ? owed(m.postings, 'fees_earned') : null,
    paidOut: m.kind === 'payout' ? m.amount : null,
    availableChange: owed(m.postings, 'client_funds'),
    heldChange: owed(m.postings, 'client_holds'),
    reportedChange: sumPostings(m.postings, 'reported_receipts'),
  };
}

/** Each movement's figures and the balances after it, from an opening balance. */
export function runningStatement<T extends StatementMovement>(
  opening: { available: Cents; held: Cents; reported?: Cents },
  movements: T[],
): {
  lines: (T & MovementFigures & { availableBalance: Cents; heldBalance: Cents; reportedBalance: Cents })[];
  closing: Cents;
} {
  let available = opening.available;
  let held = opening.held;
  let reported = opening.reported ?? 0;
  const lines = movements.map((m) => {
    const figures = movementFigures(m);
    available += figures.availableChange;
    held += figures.heldChange;
    reported += figures.reportedChange;
    return { ...m, ...figures, availableBalance: available, heldBalance: held, reportedBalance: reported };
  });
  return { lines, closing: available };
}
