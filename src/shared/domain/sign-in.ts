import type { Role } from './roles';

/**
 * D27: how far a session has got through signing in. A password alone gives a partial session
 * that opens only the routes of its next step (routes declare them: `openDuring`); staff without
 * a factor must enrol one first, anyone with a factor must use it.
 */
export const SESSION_STAGES = ['complete', 'second_factor', 'enrolment'] as const;
export type SessionStage = (typeof SESSION_STAGES)[number];
export type PartialStage = Exclude<SessionStage, 'complete'>;

/** Roles that may not reach any workspace with a password alone (D27, ASVS 5.0 6.3.3). */
export const ROLES_NEEDING_SECOND_FACTOR = ['admin', 'manager', 'lawyer'] as const satisfies readonly Role[];

/** Where the screens take a partial session: the page of its next step. */
export const SIGN_IN_STEP_PAGE: Record<PartialStage, string> = {
  second_factor: '/sign-in/second-factor',
  enrolment: '/sign-in/enrol',
};

/** D27: money and access changes need a password or factor check within this long. */
export const REAUTH_WINDOW_MINUTES = 10;

/** A partial session lives this long: time to open the authenticator app, not to wander off. */
export const PARTIAL_SESSION_MINUTES = 10;

/**
 * The stage a password (or an emailed code) leads to: the second step for anyone who has a
 * factor, enrolment for staff (or, when the firm asks it, clients) who have none.
 */
export function stageAfterPassword(args: {
  role: Role;
  hasFactor: boolean;
  clientsMustUseFactor: boolean;
}): SessionStage {
  if (args.hasFactor) return 'second_factor';
  const required =
    (ROLES_NEEDING_SECOND_FACTOR as readonly Role[]).includes(args.role) ||
    (args.role === 'client' && args.clientsMustUseFactor);
  return required ? 'enrolment' : 'complete';
}
