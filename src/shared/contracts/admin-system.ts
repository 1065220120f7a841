import { z } from 'zod';
import { outboxEmailSchema, outboxQuerySchema } from './admin';

/** The admin "system" tab (issue 7 item 6): the email outbox's list query and retry. */

export const outboxListQuerySchema = outboxQuerySchema.extend({
  /** Part of the recipient's address, any case; "%" and "_" are taken literally. */
  q: z.string().trim().max(100, { message: 'Search with at most 100 characters' }).optional(),
});

export const outboxRetryResponseSchema = z.object({
  message: z.string(),
  email: outboxEmailSchema,
});

/**
 * Every action the server writes to the audit trail, so the console can offer them as a filter and
 * say each in words. An action not listed here is still shown, under its technical name.
 */
export const AUDIT_ACTIONS = [
  'auth.login.succeeded',
  'auth.login.failed',
  'auth.logout',
  'auth.password.changed',
  'auth.password.set',
  'auth.session.revoked',
  'user.created',
  'user.updated',
  'user.deleted',
  'user.erased',
  'user.banned',
  'user.unbanned',
  'user.password.reset',
  'user.language.changed',
  'client.updated',
  'staff.public_profile_updated',
  'intake.registered',
  'assignment.client_to_lawyer',
  'assignment.client_to_manager',
  'assignment.lawyer_to_manager',
  'case.opened',
  'case.updated',
  'case.assigned',
  'case.phase_changed',
  'case.client_note_added',
  'case.fee_agreement_accepted',
  'case.loss_amount_changed',
  'case.rated',
  'lead.contacted',
  'lead.qualified',
  'lead.converted',
  'lead.rejected',
  'ledger.recovery.recorded',
  'ledger.recovery.reversed',
  'withdrawal.requested',
  'withdrawal.approved',
  'withdrawal.rejected',
  'withdrawal.paid',
  'withdrawal.cancelled',
  'payout_method.added',
  'payout_method.removed',
  'document.uploaded',
  'document.reviewed',
  'message.sent',
  'desk.created',
  'desk.updated',
  'desk.deleted',
  'settings.updated',
  'email.retried',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an audit entry is about. */
export const AUDIT_ENTITIES = [
  'user',
  'case',
  'lead',
  'document',
  'message',
  'withdrawal',
  'payout_method',
  'desk',
  'firm_settings',
  'session',
  'email',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
