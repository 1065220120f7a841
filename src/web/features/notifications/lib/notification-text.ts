import type { Notification } from '@shared/contracts/notifications';
import { CONTROL_PROPOSAL_KINDS } from '@shared/domain/control-proposals';
import { FRAUD_TYPES, type FraudType } from '@shared/domain/fraud-types';
import { PHASES } from '@shared/domain/phases';
import { formatMoney } from '@web/lib/intl';
import type { TFunction } from 'i18next';

export type NotificationText = { title: string; body: string | null };
type Params = Notification['params'];
type Render = (p: Params, t: TFunction<'notifications'>, locale: string) => NotificationText | null;

const isFraudType = (value: string): value is FraudType => (FRAUD_TYPES as readonly string[]).includes(value);

const text = (p: Params, key: string): string | null => {
  const value = p[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/** The notification's amount from its cents, in its currency, or null if incomplete. */
const money = (p: Params, locale: string): string | null => {
  const currency = text(p, 'currency');
  return typeof p.amountCents === 'number' && currency ? formatMoney(p.amountCents, currency, locale) : null;
};

const isPhase = (value: string | null): value is (typeof PHASES)[number] =>
  value !== null && (PHASES as readonly string[]).includes(value);

/**
 * Each kind the server creates (grep `notify(` in src/server/modules), written from its params in
 * the reader's language. A renderer returns null when a param it needs is missing, and the reader
 * then sees the generic text rather than a half-filled sentence.
 */
const RENDERERS: Record<string, Render> = {
  recovery_recorded: (p, t, locale) => {
    const reference = text(p, 'reference');
    const amount = money(p, locale);
    const currency = text(p, 'currency');
    if (
      !reference ||
      !amount ||
      typeof p.feeCents !== 'number' ||
      typeof p.shareCents !== 'number' ||
      !currency
    ) {
      return null;
    }
    return {
      title: t('kinds.recovery_recorded.title', { reference }),
      body: t('kinds.recovery_recorded.body', {
        amount,
        fee: formatMoney(p.feeCents, currency, locale),
        share: formatMoney(p.shareCents, currency, locale),
      }),
    };
  },
  recovery_reversed: (p, t, locale) => {
    const reference = text(p, 'reference');
    const amount = money(p, locale);
    if (!reference || !amount) return null;
    const reason = text(p, 'reason');
    return {
      title: t('kinds.recovery_reversed.title', { reference }),
      body: reason
        ? t('kinds.recovery_reversed.body', { amount, reason })
        : t('kinds.recovery_reversed.bodyNoReason', { amount }),
    };
  },
  withdrawal_approved: (p, t, locale) => {
    const amount = money(p, locale);
    return amount
      ? { title: t('kinds.withdrawal_approved.title'), body: t('kinds.withdrawal_approved.body', { amount }) }
      : null;
  },
  withdrawal_rejected: (p, t, locale) => {
    const amount = money(p, locale);
    if (!amount) return null;
    const reason = text(p, 'reason');
    return {
      title: t('kinds.withdrawal_rejected.title'),
      body: reason
        ? t('kinds.withdrawal_rejected.body', { amount, reason })
        : t('kinds.withdrawal_rejected.bodyNoReason', { amount }),
    };
  },
  withdrawal_paid: (p, t, locale) => {
    const amount = money(p, locale);
    if (!amount) return null;
    const reference = text(p, 'reference');
    return {
      title: t('kinds.withdrawal_paid.title'),
      body: reference
        ? t('kinds.withdrawal_paid.body', { amount, reference })
        : t('kinds.withdrawal_paid.bodyNoReference', { amount }),
    };
  },
  // To admins (server: ledger/money-notices.ts noticeWithdrawalRequested).
  withdrawal_requested: (p, t, locale) => {
    const amount = money(p, locale);
    const clientName = text(p, 'clientName');
    if (!amount || !clientName) return null;
    return {
      title: t('kinds.withdrawal_requested.title'),
      body: t('kinds.withdrawal_requested.body', { clientName, amount }),
    };
  },
  message_received: (p, t) => {
    const reference = text(p, 'reference');
    const senderName = text(p, 'senderName');
    if (!reference) return null;
    return {
      title: t('kinds.message_received.title', { reference }),
      body: senderName ? t('kinds.message_received.body', { senderName }) : null,
    };
  },
  document_reviewed: (p, t) => {
    const reference = text(p, 'reference');
    const name = text(p, 'name');
    if (!reference || !name) return null;
    const status = text(p, 'status');
    const body = status === 'verified' || status === 'rejected' ? status : 'reviewed';
    return {
      title: t('kinds.document_reviewed.title', { reference }),
      body: t(`kinds.document_reviewed.${body}`, { name }),
    };
  },
  case_phase_changed: (p, t) => {
    const reference = text(p, 'reference');
    const to = text(p, 'toPhase');
    if (!reference || !isPhase(to)) return null;
    return {
      title: t('kinds.case_phase_changed.title', { reference }),
      body: t('kinds.case_phase_changed.body', { phase: t(`phases.${to}`) }),
    };
  },
  // D34: the desk's managers and every admin, when a client answers "this wasn't me".
  contact_change_disputed: (p, t) => {
    const clientName = text(p, 'clientName');
    const field = text(p, 'field');
    if (!clientName || (field !== 'email' && field !== 'phone')) return null;
    return {
      title: t('kinds.contact_change_disputed.title'),
      body: t('kinds.contact_change_disputed.body', {
        clientName,
        field: t(`contactFields.${field}`),
        value: text(p, 'value') ?? t('contactChange.noValue'),
        proposedBy: text(p, 'proposedBy') ?? t('contactChange.unknownStaff'),
      }),
    };
  },
  profile_updated: (_p, t) => ({
    title: t('kinds.profile_updated.title'),
    body: t('kinds.profile_updated.body'),
  }),
  // Two senders: an admin's assignment names the client, a manager's the case's title.
  case_assigned: (p, t) => {
    const reference = text(p, 'reference');
    if (!reference) return null;
    const clientName = text(p, 'clientName');
    // A composed case title (issue 17 item 2) arrives as its fraud type, labelled in the reader's language.
    const fraudType = text(p, 'fraudType');
    const caseTitle =
      text(p, 'title') ??
      (fraudType && isFraudType(fraudType) ? t(`caseTitle.fraud.${fraudType}`, { ns: 'common' }) : null);
    return {
      title: t('kinds.case_assigned.title', { reference }),
      body: clientName
        ? t('kinds.case_assigned.bodyClient', { clientName })
        : caseTitle
          ? t('kinds.case_assigned.bodyTitle', { caseTitle })
          : t('kinds.case_assigned.body'),
    };
  },
  // To admins, and to a manager whose proposal was decided (server: core/control-proposals.ts, D37).
  control_proposed: (p, t) => {
    const change = controlKind(p, t);
    const by = text(p, 'by') ?? t('kinds.control_operator');
    if (!change) return null;
    return {
      title: t('kinds.control_proposed.title'),
      body: t('kinds.control_proposed.body', { by, change }),
    };
  },
  control_decided: (p, t) => {
    const change = controlKind(p, t);
    const outcome = text(p, 'outcome');
    if (!change || (outcome !== 'approved' && outcome !== 'declined' && outcome !== 'withdrawn')) return null;
    const by = text(p, 'by') ?? t('kinds.control_operator');
    return {
      title: t('kinds.control_decided.title'),
      body: t('kinds.control_decided.body', { change, outcome: t(`kinds.control_outcomes.${outcome}`), by }),
    };
  },
};

/** The proposal's kind in words, or null for a kind this screen does not know. */
function controlKind(p: Params, t: TFunction<'notifications'>): string | null {
  const kind = text(p, 'proposalKind');
  return kind && (CONTROL_PROPOSAL_KINDS as readonly string[]).includes(kind)
    ? t(`kinds.control_kinds.${kind}`)
    : null;
}

/** The title and one-line body of a notification; an unknown kind reads as a generic update. */
export function notificationText(
  notification: Notification,
  t: TFunction<'notifications'>,
  locale: string,
): NotificationText {
  const render = Object.hasOwn(RENDERERS, notification.kind) ? RENDERERS[notification.kind] : undefined;
  return render?.(notification.params, t, locale) ?? { title: t('kinds.unknown.title'), body: null };
}

/** Notification kinds this screen knows how to word (used by tests). */
export const KNOWN_KINDS = Object.keys(RENDERERS);
