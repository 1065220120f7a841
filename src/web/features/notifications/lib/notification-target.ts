/**
 * Where a notification leads on the client portal: the tab that shows what it is about. Staff
 * dashboards have no such tabs yet, so for them an item is only marked read.
 */
const PORTAL_TAB_OF_KIND: Record<string, string> = {
  recovery_recorded: 'payments',
  recovery_reversed: 'payments',
  withdrawal_approved: 'payments',
  withdrawal_rejected: 'payments',
  withdrawal_paid: 'payments',
  message_received: 'messages',
  document_reviewed: 'evidence',
  case_phase_changed: 'recovery',
};

export function portalPathFor(kind: string): string | null {
  const tab = Object.hasOwn(PORTAL_TAB_OF_KIND, kind) ? PORTAL_TAB_OF_KIND[kind] : undefined;
  return tab ? `/client-dashboard?tab=${tab}` : null;
}
