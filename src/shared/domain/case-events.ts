/**
 * The kinds of case-timeline event (D1, D2): one list for the server's column (db/schema/
 * case-events.ts) and the screens that word each kind in the reader's language.
 */
export const CASE_EVENT_KINDS = [
  'case_opened',
  'phase_changed',
  'case_updated',
  'lawyer_assigned',
  'lead_contacted',
  'lead_qualified',
  'lead_rejected',
  'lead_converted',
  'client_note',
  'document_uploaded',
  'document_reviewed',
  'recovery_reported',
  'recovery_report_retracted',
  'recovery_report_rejected',
  'recovery_recorded',
  'recovery_reversed',
  'withdrawal_requested',
  'withdrawal_updated',
  'message_sent',
  'fee_agreement_accepted',
  // Issue 21: an evidence pack was generated; its SHA-256 and addressee are in `data`.
  'evidence_pack_generated',
  // Issue 21 item 5: staff cleared a lead's conflicts or declined the matter (staff only).
  'lead_conflict_decided',
  // Issue 21 item 3: a payment's deadline recorded met or waived (staff only); why is in `notes`.
  'deadline_met',
  'deadline_waived',
] as const;
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number];

export const isCaseEventKind = (kind: string): kind is CaseEventKind =>
  (CASE_EVENT_KINDS as readonly string[]).includes(kind);
