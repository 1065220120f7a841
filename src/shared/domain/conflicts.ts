/**
 * The conflict check at intake (issue 21 item 5): what a registrant may match, and when a lead's
 * conflicts are open. Pure rules shared by the server and the lead card.
 */

export const CONFLICT_DECISIONS = ['cleared', 'declined'] as const;
export type ConflictDecisionKind = (typeof CONFLICT_DECISIONS)[number];

/**
 * A name as compared: accents dropped, case folded, punctuation and runs of spaces read as one
 * space. "  Müller-Lüdenscheidt " and "muller ludenscheidt" are the same name.
 */
export function nameKey(name: string): string {
  return name
    .replace(/[ßẞ]/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐðÐ]/g, 'd')
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The parts of a conflict that identify it, whatever the counts around it (see conflictKey). */
export type ConflictIdentity =
  | { source: 'indicator'; field: string; kind: string }
  | { source: 'adverse_party'; name: string; matchedOn: string }
  | { source: 'person'; role: string; matchedOn: string };

/** One stable word per conflict, kept with a decision so a conflict found later is seen as new. */
export function conflictKey(c: ConflictIdentity): string {
  if (c.source === 'indicator') return `indicator:${c.field}:${c.kind}`;
  if (c.source === 'adverse_party') return `adverse_party:${nameKey(c.name)}:${c.matchedOn}`;
  return `person:${c.role}:${c.matchedOn}`;
}

/**
 * Open: a conflict the latest decision did not cover. A decline closes the matter (the lead is
 * declined); a clearance covers the conflicts it was made on, not ones found afterwards.
 */
export function isConflictOpen(
  conflicts: ConflictIdentity[],
  decision: { decision: ConflictDecisionKind; covered: string[] } | null,
): boolean {
  if (decision?.decision === 'declined') return false;
  const covered = new Set(decision?.covered ?? []);
  return conflicts.some((c) => !covered.has(conflictKey(c)));
}
