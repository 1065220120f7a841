import { formatMoney, moneyFields } from '../../../shared/domain/money';
import type { WithdrawalAction } from '../../../shared/domain/withdrawals';
import { publishEvent } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import { publishCaseListChanged } from '../../core/case-team';
import { type EmailTemplate, type Mail, portalLink } from '../../core/emails';
import { notify, notifyAdmins } from '../../core/notify';
import type { Db } from '../../db/client';

/**
 * What clients and staff are told when money moves. Called by the ledger and withdrawal
 * services inside their transactions, so a rolled-back movement tells nobody anything.
 * In-app params carry amounts in major units (like the API); case events keep cents.
 */

type CaseRef = {
  id: string;
  reference: string;
  clientId: string;
  currency: string;
  lawyerId: string | null;
  deskId: string | null;
};

/**
 * The case's money changed: every screen showing its ledger or a sum of it (the client's
 * payments, the staff's funds view and analytics, the admin's financials) refetches.
 */
async function announceLedgerChanged(tx: Db, theCase: CaseRef) {
  await publishCaseListChanged(tx, theCase, 'ledger');
}

const dashboardLink = (mail: Mail) => portalLink(mail, '/client-dashboard');

/** What every notice of a recovery names: the case, who booked it, the transaction, the amount. */
type RecoveryNotice = {
  mail: Mail;
  theCase: CaseRef;
  actorId: string;
  transactionId: string;
  amountCents: number;
};

export async function noticeRecoveryRecorded(
  tx: Db,
  args: RecoveryNotice & { fee: number; clientShare: number },
) {
  const { theCase, amountCents, fee, clientShare } = args;
  const { currency, reference } = theCase;
  await addCaseEvent(tx, {
    caseId: theCase.id,
    actorId: args.actorId,
    kind: 'recovery_recorded',
    // Amounts in cents under *Cents keys, which the timeline's readers turn into major units
    // (queries.ts paramsOf; D2: the screen words them in the reader's language).
    data: {
      transactionId: args.transactionId,
      amountCents,
      feeCents: fee,
      shareCents: clientShare,
      currency,
    },
  });
  await notify(tx, {
    userId: theCase.clientId,
    kind: 'recovery_recorded',
    caseId: theCase.id,
    params: {
      reference,
      ...moneyFields('amount', amountCents),
      ...moneyFields('fee', fee),
      ...moneyFields('share', clientShare),
      currency,
    },
    email: {
      mail: args.mail,
      template: 'recovery_recorded',
      params: (language) => ({
        reference,
        amount: formatMoney(amountCents, currency, language),
        fee: formatMoney(fee, currency, language),
        share: formatMoney(clientShare, currency, language),
        link: dashboardLink(args.mail),
      }),
    },
  });
  await announceLedgerChanged(tx, theCase);
}

/**
 * A recovery was reported, or its report retracted or rejected (D26): on the case's staff timeline
 * and every ledger screen at once, but no email and nothing the client sees (D41: a typo must never
 * raise a victim's hopes); confirmation sends the "funds received" notice (noticeRecoveryRecorded).
 */
export async function noticeReportChanged(
  tx: Db,
  args: {
    theCase: CaseRef;
    actorId: string;
    transactionId: string;
    status: 'reported' | 'retracted' | 'rejected';
    amountCents: number;
    reason?: string | null;
  },
) {
  const { theCase, status } = args;
  await addCaseEvent(tx, {
    caseId: theCase.id,
    actorId: args.actorId,
    kind: status === 'reported' ? 'recovery_reported' : `recovery_report_${status}`,
    notes: args.reason ?? null,
    clientVisible: false,
    data: { transactionId: args.transactionId, amountCents: args.amountCents, currency: theCase.currency },
  });
  await announceLedgerChanged(tx, theCase);
}

export async function noticeRecoveryReversed(
  tx: Db,
  args: RecoveryNotice & { reversesId: string; reason: string },
) {
  const { theCase, amountCents, reason } = args;
  const { currency, reference } = theCase;
  await addCaseEvent(tx, {
    caseId: theCase.id,
    actorId: args.actorId,
    kind: 'recovery_reversed',
    notes: reason,
    data: { transactionId: args.transactionId, reverses: args.reversesId, amountCents, currency },
  });
  await notify(tx, {
    userId: theCase.clientId,
    kind: 'recovery_reversed',
    caseId: theCase.id,
    params: { reference, ...moneyFields('amount', amountCents), currency, reason },
    email: {
      mail: args.mail,
      template: 'recovery_reversed',
      params: (language) => ({
        reference,
        amount: formatMoney(amountCents, currency, language),
        reason,
        link: dashboardLink(args.mail),
      }),
    },
  });
  await announceLedgerChanged(tx, theCase);
}

/** The withdrawal lists (admins' queue, the client's own) changed: screens refetch. */
export async function announceWithdrawalsChanged(tx: Db, clientId: string) {
  await publishEvent(tx, {
    type: 'list-changed',
    list: 'withdrawals',
    audience: { roles: ['admin'], userIds: [clientId] },
  });
}

/**
 * A client asked for a withdrawal: every admin's bell says who and how much (issue 17 item 6),
 * besides the queue refreshing. The name is the client's as it is now; amounts in cents as above.
 */
export async function noticeWithdrawalRequested(
  tx: Db,
  w: { id: string; clientId: string; clientName: string; amountCents: number; currency: string },
) {
  await announceWithdrawalsChanged(tx, w.clientId);
  await notifyAdmins(tx, {
    kind: 'withdrawal_requested',
    params: {
      withdrawalId: w.id,
      clientName: w.clientName,
      ...moneyFields('amount', w.amountCents),
      currency: w.currency,
    },
  });
}

/**
 * A step of the withdrawal lifecycle: every decision is told to the client, in-app and by email,
 * with the reason on rejection (D12) and the payment reference when paid. The client's own
 * cancellation needs no message to them.
 */
export async function noticeWithdrawalStep(
  tx: Db,
  args: {
    mail: Mail;
    action: WithdrawalAction;
    withdrawal: { id: string; clientId: string; amountCents: number; currency: string };
    reason?: string | undefined;
    reference?: string | undefined;
  },
) {
  const { withdrawal: w, action } = args;
  await announceWithdrawalsChanged(tx, w.clientId);
  if (action === 'cancel') return;
  // Each decision's in-app notice and email share a name; `extra` is what the decision adds to both.
  const decisions: Record<typeof action, { kind: EmailTemplate; extra: Record<string, string> }> = {
    approve: { kind: 'withdrawal_approved', extra: {} },
    reject: { kind: 'withdrawal_rejected', extra: { reason: args.reason ?? '' } },
    mark_paid: { kind: 'withdrawal_paid', extra: { reference: args.reference ?? '' } },
  };
  const { kind, extra } = decisions[action];
  const link = dashboardLink(args.mail);
  await notify(tx, {
    userId: w.clientId,
    kind,
    params: { withdrawalId: w.id, ...moneyFields('amount', w.amountCents), currency: w.currency, ...extra },
    email: {
      mail: args.mail,
      template: kind,
      params: (language) => ({ amount: formatMoney(w.amountCents, w.currency, language), ...extra, link }),
    },
  });
}
