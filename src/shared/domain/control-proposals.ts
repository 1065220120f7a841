import type { DeadlineRule } from './deadlines';
import type { FirmSettings } from './firm-settings';
import type { Role } from './roles';

/**
 * D37: the changes to the firm's controls that one person may only propose, and a second admin
 * (or the operator at the server's shell) applies. A proposal waits PROPOSAL_LIFETIME_DAYS days.
 */
export const CONTROL_PROPOSAL_KINDS = [
  'staff_account', // an admin creates a lawyer, manager or admin
  'role_raise', // an admin raises someone to manager or admin
  'team_member', // a manager adds a lawyer or manager to their desk
  'settings', // a settings change that weakens a control
  'factor_reset', // an admin resets someone's second factors
  'staff_email', // an admin gives a lawyer or manager without a second factor a new email address
  'trust_account', // an admin registers a trust account (D42)
  'trust_account_change', // an admin changes a registered trust account (D42)
] as const;
export type ControlProposalKind = (typeof CONTROL_PROPOSAL_KINDS)[number];

export const PROPOSAL_OUTCOMES = ['approved', 'declined', 'withdrawn'] as const;
export type ProposalOutcome = (typeof PROPOSAL_OUTCOMES)[number];

/** A week: long enough for a second admin back from a weekend, short enough that no stale change lingers. */
export const PROPOSAL_LIFETIME_DAYS = 7;

/** Every staff account can be the "second person" of a four-eyes check, so each one is proposed. */
export const isStaffRole = (role: Role) => role !== 'client';

/** Raising someone to manager or admin gives them the power to confirm money or change controls. */
const RANK: Record<Role, number> = { client: 0, lawyer: 1, manager: 2, admin: 3 };
export const raisesRole = (from: Role, to: Role) => to !== from && RANK[to] > RANK[from] && RANK[to] >= 2;

/**
 * Which setting changes weaken a control, each with the direction that weakens it. A key not
 * listed (estimates, targets, the firm profile, landing content) is not a control.
 */
const weakensWhen: {
  [K in keyof FirmSettings]?: (before: FirmSettings[K], after: FirmSettings[K]) => boolean;
} = {
  // Above this amount a second person must mark a payout paid: raising it lets one person pay more.
  payoutSecondPersonAbove: (before, after) => after > before,
  // Upload quotas stop one account filling the firm's storage.
  caseMaxDocuments: (before, after) => after > before,
  caseMaxStorageMb: (before, after) => after > before,
  // Public figures stay hidden until enough records back them (D5): fewer could point at one person.
  publicStatsMinCases: (before, after) => after < before,
  publicStatsMinRatings: (before, after) => after < before,
  // Funds left behind are listed after this many months: a longer wait hides them longer.
  dormantBalanceMonths: (before, after) => after > before,
  clientsMustUseSecondFactor: (before, after) => before && !after,
  deadlineRules: (before, after) => deadlineRulesLoosened(before, after),
};

/** The controls a change of settings would weaken; empty when it only strengthens or is neutral. */
export function weakenedControls(before: FirmSettings, after: FirmSettings): (keyof FirmSettings)[] {
  return (Object.keys(weakensWhen) as (keyof FirmSettings)[]).filter((key) => {
    const weakens = weakensWhen[key] as (b: unknown, a: unknown) => boolean;
    return weakens(before[key], after[key]);
  });
}

/** What decides which payments a rule watches: a change here may let a deadline go unwatched. */
const matchOf = (r: DeadlineRule) => JSON.stringify([r.kind, r.method, r.network, r.country]);

/**
 * A deadline rule warns before a window (a chargeback, a recall) closes. Removing one, widening
 * its window (more days, or business days instead of calendar days) or changing what it matches
 * loosens it: the firm would learn of a closing window later or not at all. A new rule, a
 * shorter window or a new label or source only adds warnings or words.
 */
export function deadlineRulesLoosened(before: DeadlineRule[], after: DeadlineRule[]): boolean {
  const now = new Map(after.map((rule) => [rule.id, rule]));
  return before.some((old) => {
    const rule = now.get(old.id);
    if (!rule) return true;
    if (matchOf(rule) !== matchOf(old)) return true;
    if (rule.days > old.days) return true;
    return old.unit === 'calendar_days' && rule.unit === 'business_days';
  });
}
