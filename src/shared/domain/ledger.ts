import type { Cents } from './money';
import { splitRecovery } from './money';

/**
 * The trust ledger's chart of accounts (double entry; a transaction's postings sum to zero).
 * Sign convention: debit positive, credit negative.
 *   trust_bank    asset: money the firm holds in its client trust bank account
 *   client_funds  liability: what the firm owes a client and the client may withdraw
 *   client_holds  liability: a client's money held for a pending withdrawal
 *   fees_earned   income: the firm's 20% of funds actually recovered
 * Two memo accounts (D26) carry a recovery that one person has reported and nobody has yet
 * confirmed. They always move together and never touch the four above, so a report balances
 * without raising anything a client may withdraw:
 *   reported_receipts   memo debit: money staff say has reached the trust bank, unconfirmed
 *   reported_suspense   memo credit: its counterpart
 */
export const LEDGER_ACCOUNTS = [
  'trust_bank',
  'client_funds',
  'client_holds',
  'fees_earned',
  'reported_receipts',
  'reported_suspense',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
export const MEMO_ACCOUNTS: readonly LedgerAccount[] = ['reported_receipts', 'reported_suspense'];

export const LEDGER_KINDS = [
  'recovery',
  'reversal',
  'withdrawal_hold',
  'withdrawal_release',
  'payout',
  'recovery_report',
  'report_retraction',
  'report_rejection',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * A reported recovery and what closes it without booking it: memo entries of D26, staff business
 * only. A client never sees them (D41: no figure, no activity line until money is confirmed).
 */
export const REPORT_KINDS = ['recovery_report', 'report_retraction', 'report_rejection'] as const;
export const isReportKind = (kind: LedgerKind) => (REPORT_KINDS as readonly LedgerKind[]).includes(kind);

/**
 * Where a reported recovery stands (D26): awaiting a second person (or the bank's statement),
 * confirmed (the `recovery` that confirmed it points at it), retracted by its reporter, or
 * rejected by the confirmer with a reason.
 */
export const REPORT_STATUSES = ['awaiting_confirmation', 'confirmed', 'retracted', 'rejected'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The transaction kind that closes a report, and the status it gives. */
export const REPORT_OUTCOMES = {
  recovery: 'confirmed',
  report_retraction: 'retracted',
  report_rejection: 'rejected',
} as const satisfies Partial<Record<LedgerKind, ReportStatus>>;

/** Where recovered money came from (D7). */
export const RECOVERY_SOURCES = [
  'chargeback',
  'bank_recall',
  'exchange_freeze',
  'settlement',
  'court_order',
  'other',
] as const;
export type RecoverySource = (typeof RECOVERY_SOURCES)[number];

export type Posting = { account: LedgerAccount; amount: Cents };

/** Money received for a client: into the trust bank, split at once into fee and client share. */
export function recoveryPostings(amount: Cents, feeRateBps: number): Posting[] {
  const { fee, clientShare } = splitRecovery(amount, feeRateBps);
  return [
    { account: 'trust_bank', amount },
    { account: 'client_funds', amount: -clientShare },
    { account: 'fees_earned', amount: -fee },
  ].filter((p): p is Posting => p.amount !== 0) as Posting[];
}

/** A reported recovery: memo only; nothing anyone owns or may withdraw changes (D26). */
export function reportPostings(amount: Cents): Posting[] {
  return [
    { account: 'reported_receipts', amount },
    { account: 'reported_suspense', amount: -amount },
  ];
}

/** A retracted or rejected report clears its memo entry. */
export function reportClosurePostings(amount: Cents): Posting[] {
  return reversalPostings(reportPostings(amount));
}

/**
 * A confirmed report: the money is now recovered and split, and the memo entry is cleared in the
 * same transaction, so a report is either awaiting or booked, never both.
 */
export function confirmationPostings(amount: Cents, feeRateBps: number): Posting[] {
  return [...recoveryPostings(amount, feeRateBps), ...reportClosurePostings(amount)];
}

/** A withdrawal request moves the amount from available to held. */
export function holdPostings(amount: Cents): Posting[] {
  return [
    { account: 'client_funds', amount },
    { account: 'client_holds', amount: -amount },
  ];
}

/** A rejected or cancelled withdrawal gives the held amount back. */
export function releasePostings(amount: Cents): Posting[] {
  return holdPostings(amount).map((p) => ({ ...p, amount: -p.amount }));
}

/** A paid withdrawal: the held money leaves the trust bank. */
export function payoutPostings(amount: Cents): Posting[] {
  return [
    { account: 'client_holds', amount },
    { account: 'trust_bank', amount: -amount },
  ];
}

/** A correction is the exact mirror of what it corrects; nothing is ever edited. */
export function reversalPostings(original: Posting[]): Posting[] {
  return original.map((p) => ({ ...p, amount: -p.amount }));
}

/**
 * Reversing a confirmed recovery mirrors the money only: the report its confirmation cleared
 * stays closed (a reversal is a correction of money booked, not a report reopened).
 */
export function recoveryReversalPostings(original: Posting[]): Posting[] {
  return reversalPostings(original.filter((p) => !MEMO_ACCOUNTS.includes(p.account)));
}

export function sumPostings(postings: Posting[], account?: LedgerAccount): Cents {
  return postings.filter((p) => !account || p.account === account).reduce((total, p) => total + p.amount, 0);
}

/** What a client (or a case) stands at, derived only from postings. */
export type Balances = {
  /** Funds received for the client, net of reversals. */
  recovered: Cents;
  /** The firm's fee on those funds. */
  fee: Cents;
  /** Available to withdraw now. */
  available: Cents;
  /** Held for withdrawals that are pending or approved but not yet paid. */
  held: Cents;
  /** Paid out to the client. */
  paidOut: Cents;
  /** Reported and awaiting confirmation: counts toward none of the figures above. */
  reported: Cents;
};

export function deriveBalances(entries: { kind: LedgerKind; postings: Posting[] }[]): Balances {
  const all = entries.flatMap((e) => e.postings);
  // `0 - x` rather than `-x`: a zero balance must be 0, not -0.
  const paidOut =
    0 -
    sumPostings(
      entries.filter((e) => e.kind === 'payout').flatMap((e) => e.postings),
      'trust_bank',
    );
  return {
    recovered: sumPostings(all, 'trust_bank') + paidOut,
    fee: 0 - sumPostings(all, 'fees_earned'),
    available: 0 - sumPostings(all, 'client_funds'),
    held: 0 - sumPostings(all, 'client_holds'),
    paidOut,
    reported: sumPostings(all, 'reported_receipts'),
  };
}
