/**
 * The audit actions this screen words in the reader's language (grep `action: '` in src/server).
 * The locale key is the action with dots as underscores; an action not listed here is shown by
 * its name under a generic sentence, so a new audited action never shows as a blank.
 */
export const KNOWN_ACTIONS = [
  'assignment.client_to_lawyer',
  'assignment.client_to_manager',
  'assignment.lawyer_to_manager',
  'auth.login.succeeded',
  'auth.login.failed',
  'auth.logout',
  'auth.password.changed',
  'auth.password.set',
  'auth.session.revoked',
  'case.assigned',
  'case.client_note_added',
  'case.fee_agreement_accepted',
  'case.loss_amount_changed',
  'case.opened',
  'case.phase_changed',
  'case.rated',
  'case.updated',
  'client.updated',
  'desk.created',
  'desk.deleted',
  'desk.updated',
  'document.reviewed',
  'document.uploaded',
  'intake.registered',
  'lead.contacted',
  'lead.qualified',
  'lead.rejected',
  'lead.converted',
  'ledger.recovery.recorded',
  'ledger.recovery.reversed',
  'message.sent',
  'payout_method.added',
  'payout_method.removed',
  'settings.updated',
  'staff.public_profile_updated',
  'user.banned',
  'user.created',
  'user.deleted',
  'user.erased',
  'user.language.changed',
  'user.password.reset',
  'user.unbanned',
  'user.updated',
  'withdrawal.requested',
  'withdrawal.approved',
  'withdrawal.rejected',
  'withdrawal.paid',
  'withdrawal.cancelled',
] as const;

const ACTION_KEYS = new Set<string>(KNOWN_ACTIONS);
export const ROLES = new Set(['admin', 'lawyer', 'manager', 'client']);
export const ENTITIES = new Set([
  'user',
  'case',
  'withdrawal',
  'desk',
  'lead',
  'document',
  'message',
  'payout_method',
  'firm_settings',
  'session',
]);

/** The locale key of an action's sentence, or null when the generic sentence must do. */
export function actionKey(action: string): string | null {
  return ACTION_KEYS.has(action) ? action.replaceAll('.', '_') : null;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "gerade eben"…: when it happened, in the reader's words. */
export function formatAgo(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
