import type { AdminUser } from '@shared/contracts/people';
import { canBeAssigned } from '@shared/domain/assignment-pairs';

/** An erased person (D13) keeps their row for the records, with this address; nothing about them changes again. */
export const isErased = (user: Pick<AdminUser, 'id' | 'email'>) => user.email === `erased-${user.id}@invalid`;

/** Which row actions apply to this person (spec §2: assign for clients and lawyers; delete for clients and lawyers). */
/** `selfId`: the signed-in admin, who cannot ban, delete or erase themselves (the server refuses too). */
export function actionsFor(user: AdminUser, selfId: string) {
  const erased = isErased(user);
  const self = user.id === selfId;
  return {
    edit: !erased,
    assign: !erased && canBeAssigned(user.role),
    // D31, D34, D37: an admin types a password only for a lawyer or manager with a second factor
    // (knowing it is then not enough to sign in as them); never a client's or an administrator's.
    setPassword:
      !erased &&
      (user.role === 'lawyer' || user.role === 'manager') &&
      (user.secondFactor.totp || user.secondFactor.passkeys > 0),
    // The link reaches only the person's own mailbox; an administrator uses "Forgot your password?".
    passwordLink: !erased && user.role !== 'admin',
    ban: !erased && !self && user.status !== 'banned',
    unban: !erased && user.status === 'banned',
    remove: !self && (user.role === 'client' || user.role === 'lawyer'),
    // Issue 18: never one's own (another admin must do it), and only when there is one to reset.
    resetFactors: !erased && !self && (user.secondFactor.totp || user.secondFactor.passkeys > 0),
  };
}
