/**
 * D36: every state-changing route a lawyer, manager or admin can call asks for a recent identity
 * check (`{ stepUp: true }` in its options), except the few below, each with the reason it need
 * not. `src/server/plugins/step-up-coverage.test.ts` fails when a state-changing staff route has
 * neither, and when an entry here names a route that no longer exists or already asks. The
 * reasons are printed in docs/access.md.
 *
 * Kept short on purpose: what moves money or access, changes who sees what, or sends a client's
 * data out of the firm is never on it.
 */
export const STEP_UP_EXEMPT: Readonly<Record<string, string>> = {
  // Daily case work (D36): none of it moves money, changes access or sends data out.
  'PUT /api/cases/:id': 'case work: title, priority, next action, due date',
  'PUT /api/cases/:id/phase': 'case work: a phase change, on the timeline',
  'POST /api/cases/:id/messages': 'a message, kept on the case',
  'POST /api/cases/:id/messages/read': 'marks messages read',
  'POST /api/cases/:id/documents': 'an upload of evidence, kept on the case',
  'PUT /api/cases/:id/documents/:docId/review': 'document review',
  'POST /api/cases/:id/deadlines/:paymentId/:ruleId/close': 'marks a deadline met or waived, with a reason',
  'POST /api/cases/:id/payment-trail/payments': 'a payment-trail entry',
  'PUT /api/cases/:id/payment-trail/payments/:entryId': 'a payment-trail entry',
  'DELETE /api/cases/:id/payment-trail/payments/:entryId': 'a payment-trail entry (kept, marked removed)',
  'POST /api/cases/:id/payment-trail/contacts': 'a payment-trail entry',
  'DELETE /api/cases/:id/payment-trail/contacts/:entryId': 'a payment-trail entry (kept, marked removed)',
  'PUT /api/indicators/:id/status': 'review of a scam indicator, with a reason',
  'POST /api/cases/:id/indicators/:indicatorId/review': 'review of a scam indicator on one case',
  'POST /api/cases/:id/indicators/:indicatorId/review/withdraw':
    'withdraws a review of a scam indicator on one case, with a reason',
  'POST /api/leads/:id/contact': 'a step of a lead, like a phase change',
  'POST /api/leads/:id/qualify': 'a step of a lead, like a phase change',
  'POST /api/leads/:id/reject': 'a step of a lead, like a phase change',
  'POST /api/notifications/:id/read': 'marks a notification read',
  'POST /api/notifications/read-all': 'marks notifications read',
  'POST /api/admin/outbox/:id/retry': 'sends a queued email again, to the same recipient',
  // The person's own session and preferences: these narrow access or are the check itself.
  'POST /api/auth/logout': 'ends the session',
  'PATCH /api/auth/me': "the reader's own language and display preferences",
  'DELETE /api/auth/sessions/:id': 'ends a session: narrows access',
  'POST /api/auth/sessions/sign-out-others': 'ends sessions: narrows access',
  'POST /api/auth/initial-password':
    'the first password of an account that has none (D16): nothing to check again',
  'PATCH /api/auth/passkeys/:id': 'renames a passkey (its label); adding or removing one asks again',
  'POST /api/auth/reauthenticate': 'is the identity check',
  'POST /api/auth/reauthenticate/passkey-options': 'is the identity check',
  'POST /api/auth/second-factor/totp': "the sign-in's second step",
  'POST /api/auth/second-factor/passkey': "the sign-in's second step",
  'POST /api/auth/second-factor/passkey/options': "the sign-in's second step",
  'POST /api/auth/second-factor/recovery-code': "the sign-in's second step",
};
