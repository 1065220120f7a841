import type { LedgerEntry } from '@shared/contracts/ledger';

/** A recovery is dated when the money was received; a correction when it was booked. */
export function entryDate(entry: LedgerEntry): string {
  return entry.receivedAt ?? entry.createdAt;
}

/** Reversals take money back, so their figures read (and add up) as negative. */
export function signed(entry: LedgerEntry, amount: number | null): number | null {
  if (amount === null) return null;
  return entry.kind === 'reversal' && amount !== 0 ? -amount : amount;
}
