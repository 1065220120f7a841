import { eq } from 'drizzle-orm';
import type { TrustAccountInput } from '../../../shared/contracts/trust-accounts';
import type { MailingCall } from '../../core/audit';
import { dryRun, PROPOSAL_NOTE, proposalView, proposeControlChange } from '../../core/control-proposals';
import { notFound } from '../../core/scope';
import { trustAccounts } from '../../db/schema';
import { changeTrustAccount, columnsOf, registerTrustAccount } from './service';

/**
 * D37, D42: a trust account decides which statements get into the books, so registering or
 * changing one waits for a second admin. The change is first run as a dry run by the code that
 * will apply it, so a taken currency or IBAN is answered now.
 */

const subjectOf = (input: TrustAccountInput) => ({ trustAccount: columnsOf(input) });

export async function proposeTrustAccount(call: MailingCall & { input: TrustAccountInput }) {
  await dryRun(call.db, (tx) =>
    registerTrustAccount({ db: tx, audit: call.request, proposedBy: call.actor.id, input: call.input }),
  );
  const row = await proposeControlChange(call, 'trust_account', {
    request: call.input,
    subject: subjectOf(call.input),
  });
  return { message: PROPOSAL_NOTE, proposal: await proposalView(call.db, row) };
}

export async function proposeTrustAccountChange(
  call: MailingCall & { id: string; input: TrustAccountInput },
) {
  const [current] = await call.db.select().from(trustAccounts).where(eq(trustAccounts.id, call.id));
  if (!current) throw notFound('trust-accounts.not_found.trust_account');
  await dryRun(call.db, (tx) =>
    changeTrustAccount({ db: tx, audit: call.request, id: call.id, input: call.input }),
  );
  const row = await proposeControlChange(call, 'trust_account_change', {
    request: { id: call.id, input: call.input },
    subject: subjectOf(call.input),
  });
  return { message: PROPOSAL_NOTE, proposal: await proposalView(call.db, row) };
}
