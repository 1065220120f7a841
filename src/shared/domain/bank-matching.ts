/**
 * Issue 19 item 3: which ledger entry a bank statement line pays or funds, by the rules a
 * bookkeeper would use. Pure, so the rules are property-tested apart from the database.
 *
 * A credit funds a recovery (reported and awaiting confirmation, or already confirmed); a debit
 * pays a payout. A candidate has the same currency and amount, and its date (when the money was
 * received, or when the payout was booked) within MATCH_WINDOW_DAYS of the line's value date.
 * When several qualify, the one whose reference appears in the line's texts wins; when that still
 * leaves more than one (or none of several carries the reference), nothing is matched
 * automatically: a person chooses. Foreign-currency and reversal lines are never matched
 * automatically.
 */
export const MATCH_WINDOW_DAYS = 5;

export type MatchLine = {
  direction: 'credit' | 'debit';
  amountCents: number;
  currency: string;
  valueDate: string;
  reversal: boolean;
  foreignCurrency: boolean;
  /** The line's free texts: bank reference, end-to-end id, remittance information. */
  texts: (string | null)[];
};

export type MatchCandidate = {
  id: string;
  direction: 'credit' | 'debit';
  amountCents: number;
  currency: string;
  /** YYYY-MM-DD: received (recoveries) or booked (payouts). */
  date: string;
  reference: string | null;
};

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** Letters and digits only, upper case: "RC-2026/77" and "rc 2026 77" compare equal. */
const normalise = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The reference appears in one of the line's texts (ignoring case, spaces and punctuation). */
export function referenceAppears(reference: string | null, texts: (string | null)[]): boolean {
  const wanted = reference ? normalise(reference) : '';
  if (wanted.length < 4) return false; // too short to mean anything inside a longer text
  return texts.some((t) => t !== null && normalise(t).includes(wanted));
}

export function qualifies(line: MatchLine, candidate: MatchCandidate): boolean {
  return (
    candidate.direction === line.direction &&
    candidate.currency === line.currency &&
    candidate.amountCents === line.amountCents &&
    Math.abs(dayNumber(candidate.date) - dayNumber(line.valueDate)) <= MATCH_WINDOW_DAYS
  );
}

/** The one candidate the rules pick for `line`, or null when none or several would fit. */
export function pickMatch<C extends MatchCandidate>(line: MatchLine, candidates: C[]): C | null {
  if (line.reversal || line.foreignCurrency) return null;
  const fitting = candidates.filter((c) => qualifies(line, c));
  if (fitting.length <= 1) return fitting[0] ?? null;
  const referenced = fitting.filter((c) => referenceAppears(c.reference, line.texts));
  return referenced.length === 1 ? referenced[0]! : null;
}

/**
 * Matches a statement's lines in the bank's order, each candidate used at most once: a line takes
 * its pick from what earlier lines left. Answers line index → candidate.
 */
export function matchLines<C extends MatchCandidate>(lines: MatchLine[], candidates: C[]): Map<number, C> {
  const left = [...candidates];
  const matched = new Map<number, C>();
  lines.forEach((line, index) => {
    const pick = pickMatch(line, left);
    if (!pick) return;
    matched.set(index, pick);
    left.splice(left.indexOf(pick), 1);
  });
  return matched;
}
