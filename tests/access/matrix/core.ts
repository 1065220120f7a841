import {
  adminOnly,
  all,
  caseTeam,
  clients,
  key,
  type MatrixRow,
  OTHER_ID,
  recovery,
  signedIn,
} from '../matrix-helpers';

/** Foundation, ledger and withdrawal routes. */
export const coreMatrix: MatrixRow[] = [
  { route: 'GET /healthz', request: () => ({ method: 'GET', url: '/healthz' }), expect: all(200) },
  { route: 'GET /readyz', request: () => ({ method: 'GET', url: '/readyz' }), expect: all(200) },
  {
    route: 'GET /api/openapi.json',
    request: () => ({ method: 'GET', url: '/api/openapi.json' }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/login',
    request: () => ({ method: 'POST', url: '/api/auth/login', payload: {} }),
    expect: all(400),
  },
  {
    route: 'POST /api/admin/login',
    request: () => ({ method: 'POST', url: '/api/admin/login', payload: {} }),
    expect: all(400),
  },
  {
    route: 'POST /api/auth/logout',
    request: () => ({ method: 'POST', url: '/api/auth/logout' }),
    expect: all(204),
  },
  {
    route: 'POST /api/auth/set-password',
    request: () => ({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: 'x'.repeat(43), password: 'Long-Enough-9912' },
    }),
    expect: all(400),
  },
  {
    // An address that is not valid is refused before anything is looked up or counted.
    route: 'POST /api/auth/forgot-password',
    request: () => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nope' } }),
    expect: all(400),
  },
  {
    // Sign-in codes (issue 18): public; an invalid address or code is refused before anything is counted.
    route: 'POST /api/auth/sign-in-code',
    request: () => ({ method: 'POST', url: '/api/auth/sign-in-code', payload: { email: 'nope' } }),
    expect: all(400),
  },
  {
    route: 'POST /api/auth/sign-in-code/verify',
    request: () => ({
      method: 'POST',
      url: '/api/auth/sign-in-code/verify',
      payload: { email: 'someone@example.test', code: 'abc' },
    }),
    expect: all(400),
  },
  {
    // A malformed token is refused by its schema, before the link checks set-password shares are counted.
    route: 'POST /api/auth/reset-password',
    request: () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'short', password: 'Long-Enough-9912' },
    }),
    expect: all(400),
  },
  {
    route: 'GET /api/auth/me',
    request: () => ({ method: 'GET', url: '/api/auth/me' }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/auth/me',
    request: () => ({ method: 'PATCH', url: '/api/auth/me', payload: { language: 'nl' } }),
    expect: signedIn(200),
  },
  {
    // D27: the matrix's sessions are complete: there is no second step, nor factors to offer for it.
    route: 'GET /api/auth/second-factor',
    request: () => ({ method: 'GET', url: '/api/auth/second-factor' }),
    expect: signedIn(409),
  },
  {
    // D27: the matrix's sessions are complete: there is no second step pending to take.
    route: 'POST /api/auth/second-factor/totp',
    request: () => ({ method: 'POST', url: '/api/auth/second-factor/totp', payload: { code: '000000' } }),
    expect: signedIn(409),
  },
  {
    route: 'POST /api/auth/second-factor/recovery-code',
    request: () => ({
      method: 'POST',
      url: '/api/auth/second-factor/recovery-code',
      payload: { code: 'abcde-fghjk' },
    }),
    expect: signedIn(409),
  },
  {
    // Staff already have a confirmed app (their only factor): one must be removed before another.
    route: 'POST /api/auth/totp/enrolment',
    request: () => ({ method: 'POST', url: '/api/auth/totp/enrolment' }),
    expect: { ...signedIn(409), clientA: 200, clientB: 200 },
  },
  {
    route: 'POST /api/auth/totp/enrolment/confirm',
    request: () => ({ method: 'POST', url: '/api/auth/totp/enrolment/confirm', payload: { code: 'abc' } }),
    expect: signedIn(400),
  },
  {
    // Everyone in the matrix has a password already, so a valid body meets the conflict.
    route: 'POST /api/auth/initial-password',
    request: () => ({
      method: 'POST',
      url: '/api/auth/initial-password',
      payload: { password: 'Long-Enough-9912' },
    }),
    expect: signedIn(409),
  },
  {
    route: 'POST /api/auth/change-password',
    request: () => ({ method: 'POST', url: '/api/auth/change-password', payload: {} }),
    expect: signedIn(400),
  },
  {
    route: 'GET /api/auth/sessions',
    request: () => ({ method: 'GET', url: '/api/auth/sessions' }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/auth/sessions/:id',
    request: () => ({ method: 'DELETE', url: `/api/auth/sessions/${OTHER_ID}` }),
    expect: signedIn(404),
  },
  {
    route: 'GET /api/admin/audit',
    request: () => ({ method: 'GET', url: '/api/admin/audit' }),
    expect: { ...all(403), anonymous: 401, admin: 200 },
  },
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
  {
    route: 'GET /api/ledger/awaiting-confirmation',
    request: () => ({ method: 'GET', url: '/api/ledger/awaiting-confirmation' }),
    expect: { ...all(403), anonymous: 401, managerOfDesk: 200, managerOther: 200, admin: 200 },
  },
  {
    route: 'GET /api/cases/:id/ledger',
    request: ({ caseId }) => ({ method: 'GET', url: `/api/cases/${caseId}/ledger` }),
    expect: caseTeam(200, 200),
  },
  {
    route: 'GET /api/admin/ledger/dormant-balances',
    request: () => ({ method: 'GET', url: '/api/admin/ledger/dormant-balances' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/client/payout-methods',
    request: () => ({ method: 'GET', url: '/api/client/payout-methods' }),
    expect: clients(200, 200),
  },
  {
    route: 'GET /api/client/crypto-wallets',
    request: () => ({ method: 'GET', url: '/api/client/crypto-wallets' }),
    expect: clients(200, 200),
  },
  {
    route: 'POST /api/client/payout-methods',
    request: () => ({ method: 'POST', url: '/api/client/payout-methods', payload: {} }),
    expect: clients(400, 400),
  },
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
  {
    route: 'GET /api/client/withdrawals',
    request: () => ({ method: 'GET', url: '/api/client/withdrawals' }),
    expect: clients(200, 200),
  },
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
  {
    route: 'GET /api/admin/withdrawals',
    request: () => ({ method: 'GET', url: '/api/admin/withdrawals' }),
    expect: adminOnly(200),
  },
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
