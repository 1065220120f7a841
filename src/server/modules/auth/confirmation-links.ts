import type { ConfirmLinkKind } from '../../../shared/contracts/auth-email-confirmation';
import type { Mail } from '../../core/emails';
import { enqueueEmail } from '../../core/notify';
import { secretLink } from '../../core/secret-links';
import type { Db } from '../../db/client';
import { issueOneTimeToken } from './one-time-tokens';

/** Where a confirmation link leads: the /confirm-email page (the one place these links are built). */
export function confirmEmailLink(publicUrl: URL, token: string, kind: ConfirmLinkKind): string {
  return new URL(`/confirm-email?token=${encodeURIComponent(token)}&kind=${kind}`, publicUrl).toString();
}

export type ConfirmableAccount = {
  id: string;
  provisional: boolean;
  provisionalOwnerId: string | null;
};

/**
 * Sends the one confirmation email of a registration or a re-send (D28). An ordinary client gets
 * a confirm link to their own address; a provisional account's link goes to the address's owner,
 * asking whether to add the case to their account. Either way: one token issued and hashed, one
 * email rendered and written, so the two cannot be told apart by the work done.
 *
 * `setPasswordLink` is given at registration only: the welcome email carries both links. Every
 * link goes as a secretLink (D31): the outbox keeps it masked, sealed until the worker sends it.
 */
export async function sendConfirmationEmail(
  tx: Db,
  links: { secret: string; publicUrl: URL; mail: Mail },
  input: { account: ConfirmableAccount; reference: string; setPasswordLink?: string },
): Promise<void> {
  const { account, reference } = input;
  if (account.provisional) {
    // The owner may have been deleted since (D13); then there is nobody to ask, and the
    // provisional account simply stays unconfirmed.
    if (!account.provisionalOwnerId) return;
    const token = await issueOneTimeToken(tx, links.secret, { userId: account.id, purpose: 'attach_case' });
    const link = confirmEmailLink(links.publicUrl, token, 'attach');
    await enqueueEmail(tx, links.mail, account.provisionalOwnerId, 'case_attach_request', {
      reference,
      link: secretLink(link),
    });
    return;
  }
  const token = await issueOneTimeToken(tx, links.secret, { userId: account.id, purpose: 'confirm_email' });
  const confirmLink = confirmEmailLink(links.publicUrl, token, 'email');
  if (input.setPasswordLink) {
    await enqueueEmail(tx, links.mail, account.id, 'registration_welcome', {
      reference,
      confirmLink: secretLink(confirmLink),
      link: secretLink(input.setPasswordLink),
    });
  } else {
    await enqueueEmail(tx, links.mail, account.id, 'confirm_email', {
      reference,
      link: secretLink(confirmLink),
    });
  }
}
