import type { UserStatus } from './roles';

/** What a screen calls an account: its stored status, or "invited" for one never signed in. */
export type ShownStatus = UserStatus | 'invited';

/**
 * An active account whose person has never signed in (no last activity: sign-in and every
 * session touch set it) was invited and has not taken it up yet. Screens say "Invited" rather
 * than "Active", and a manager is warned before giving such a lawyer a case (issue 17 item 6).
 * Derived, not stored: the first sign-in changes it without anyone updating a status.
 */
export function shownStatus(person: { status: UserStatus; lastActive: string | null }): ShownStatus {
  return person.status === 'active' && person.lastActive === null ? 'invited' : person.status;
}
