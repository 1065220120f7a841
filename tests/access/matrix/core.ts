import {
  adminOnly,
  all,
  caseTeam,
  clients,
  key,
  type MatrixRow,
  OTHER_ID,
  plain,
  recovery,
  signedIn,
} from '../matrix-helpers';

/** Foundation, ledger and withdrawal routes. */
export const coreMatrix: MatrixRow[] = [
  plain('GET /healthz', all(200)),
  plain('GET /readyz', all(200)),
  plain('GET /api/openapi.json', all(200)),
  plain('POST /api/auth/login', all(400), {}),
  plain('POST /api/admin/login', all(400), {}),
  plain('POST /api/auth/logout', all(204)),
  {
    route: 'POST /api/auth/set-password',
    request: () => ({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: 'x'.repeat(43), password: 'Long-Enough-9912' },
    }),
    expect: all(400),
  },
  // An address that is not valid is refused before anything is looked up or counted.
  plain('POST /api/auth/forgot-password', all(400), { email: 'nope' }),
  // Sign-in codes (issue 18): public; an invalid address or code is refused before anything is counted.
  plain('POST /api/auth/sign-in-code', all(400), { email: 'nope' }),
  plain('POST /api/auth/sign-in-code/verify', all(400), { email: 'someone@example.test', code: 'abc' }),
  // A malformed token is refused by its schema, before the link checks set-password shares are counted.
  plain('POST /api/auth/reset-password', all(400), { token: 'short', password: 'Long-Enough-9912' }),
  plain('GET /api/auth/me', signedIn(200)),
  plain('PATCH /api/auth/me', signedIn(200), { language: 'nl' }),
  // D27: the matrix's sessions are complete: there is no second step, nor factors to offer for it.
  plain('GET /api/auth/second-factor', signedIn(409)),
  // D27: the matrix's sessions are complete: there is no second step pending to take.
  plain('POST /api/auth/second-factor/totp', signedIn(409), { code: '000000' }),
  plain('POST /api/auth/second-factor/recovery-code', signedIn(409), { code: 'abcde-fghjk' }),
  // Staff already have a confirmed app (their only factor): one must be removed before another.
  plain('POST /api/auth/totp/enrolment', { ...signedIn(409), clientA: 200, clientB: 200 }),
  plain('POST /api/auth/totp/enrolment/confirm', signedIn(400), { code: 'abc' }),
  // Everyone in the matrix has a password already, so a valid body meets the conflict.
  plain('POST /api/auth/initial-password', signedIn(409), { password: 'Long-Enough-9912' }),
  plain('POST /api/auth/change-password', signedIn(400), {}),
  plain('GET /api/auth/sessions', signedIn(200)),
  {
    route: 'DELETE /api/auth/sessions/:id',
    request: () => ({ method: 'DELETE', url: `/api/auth/sessions/${OTHER_ID}` }),
    expect: signedIn(404),
  },
  plain('GET /api/admin/audit', { ...all(403), anonymous: 401, admin: 200 }),
  {
    route: 'POST /api/cases/:id/recoveries',
    request: ({ caseId }) => ({
      method: 'POST',
      url: `/api/cases/${caseId}/recoveries`,
      payload: recovery,
      headers: key(),
    }),
    expect: caseTeam(201, 403),
  },
  {
    route: 'POST /api/cases/:id/recoveries/:txId/reverse',
    request: async ({ caseId, newRecoveryId }) => ({
      method: 'POST',
      url: `/api/cases/${caseId}/recoveries/${await newRecoveryId()}/reverse`,
      payload: { reason: 'Entered twice by mistake' },
      headers: key(),
    }),
    expect: caseTeam(201, 403),
  },
  ...(['confirm', 'reject'] as const).map(
    (action): MatrixRow => ({
      // D26: only the desk's manager or an admin confirms or rejects, never the reporter.
      route: `POST /api/cases/:id/recoveries/:txId/${action}`,
      request: async ({ caseId, newReportId }) => ({
        method: 'POST',
        url: `/api/cases/${caseId}/recoveries/${await newReportId()}/${action}`,
        ...(action === 'reject' ? { payload: { reason: 'No such credit on the trust account' } } : {}),
        headers: key(),
      }),
      expect: { ...caseTeam(201, 403), lawyerOnCase: 403, lawyerOther: 403, clientB: 403 },
    }),
  ),
  {
    // The report is lawyerOnCase's: the rest of the team may see it but not retract it (409).
    route: 'POST /api/cases/:id/recoveries/:txId/retract',
    request: async ({ caseId, newReportId }) => ({
      method: 'POST',
      url: `/api/cases/${caseId}/recoveries/${await newReportId()}/retract`,
      headers: key(),
    }),
    expect: { ...caseTeam(409, 403), lawyerOnCase: 201 },
  },
  plain('GET /api/ledger/awaiting-confirmation', {
    ...all(403),
    anonymous: 401,
    managerOfDesk: 200,
    managerOther: 200,
    admin: 200,
  }),
  {
    route: 'GET /api/cases/:id/ledger',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/ledger` }),
    expect: caseTeam(200, 200),
  },
  plain('GET /api/admin/ledger/dormant-balances', adminOnly(200)),
  plain('GET /api/client/payout-methods', clients(200, 200)),
  plain('GET /api/client/crypto-wallets', clients(200, 200)),
  plain('POST /api/client/payout-methods', clients(400, 400), {}),
  {
    route: 'DELETE /api/client/payout-methods/:id',
    request: async ({ newPayoutMethodId }) => ({
      method: 'DELETE',
      url: `/api/client/payout-methods/${await newPayoutMethodId()}`,
    }),
    expect: clients(204, 404),
  },
  {
    route: 'GET /api/client/statement',
    request: () => ({ method: 'GET', url: '/api/client/statement?currency=USD' }),
    expect: clients(200, 200),
  },
  plain('GET /api/client/withdrawals', clients(200, 200)),
  {
    route: 'POST /api/client/withdrawals',
    request: () => ({ method: 'POST', url: '/api/client/withdrawals', payload: {}, headers: key() }),
    expect: clients(400, 400),
  },
  {
    route: 'POST /api/client/withdrawals/:id/cancel',
    request: async ({ newWithdrawalId }) => ({
      method: 'POST',
      url: `/api/client/withdrawals/${await newWithdrawalId('pending')}/cancel`,
    }),
    expect: clients(200, 404),
  },
  plain('GET /api/admin/withdrawals', adminOnly(200)),
  {
    route: 'POST /api/admin/withdrawals/:id/approve',
    request: async ({ newWithdrawalId }) => ({
      method: 'POST',
      url: `/api/admin/withdrawals/${await newWithdrawalId('pending')}/approve`,
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/withdrawals/:id/reject',
    request: async ({ newWithdrawalId }) => ({
      method: 'POST',
      url: `/api/admin/withdrawals/${await newWithdrawalId('pending')}/reject`,
      payload: { reason: 'The account name does not match' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/withdrawals/:id/mark-paid',
    request: async ({ newWithdrawalId }) => ({
      method: 'POST',
      url: `/api/admin/withdrawals/${await newWithdrawalId('approved')}/mark-paid`,
      payload: { reference: 'SEPA-2026-0042' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/withdrawals/:id/beneficiary',
    request: async ({ newWithdrawalId }) => ({
      method: 'POST',
      url: `/api/admin/withdrawals/${await newWithdrawalId('approved')}/beneficiary`,
    }),
    expect: adminOnly(200),
  },
];
