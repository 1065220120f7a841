import { all, clients, type MatrixRow } from '../matrix-helpers';

/** Routes of modules/intake. */
export const intakeMatrix: MatrixRow[] = [
  {
    // Public: anyone may ask for an assessment; an empty form is a validation error for all.
    route: 'POST /api/register',
    request: () => ({ method: 'POST', url: '/api/register', payload: {} }),
    expect: all(400),
  },
  {
    // Public (D28): the emailed token is the proof; an unknown one is refused alike for everyone.
    route: 'POST /api/confirm-email',
    request: () => ({ method: 'POST', url: '/api/confirm-email', payload: { token: 'x'.repeat(43) } }),
    expect: all(400),
  },
  {
    route: 'GET /api/client/email-confirmation',
    request: () => ({ method: 'GET', url: '/api/client/email-confirmation' }),
    expect: clients(200, 200),
  },
  {
    // The fixture clients are confirmed: accepted, and nothing to send.
    route: 'POST /api/client/email-confirmation/resend',
    request: () => ({ method: 'POST', url: '/api/client/email-confirmation/resend' }),
    expect: clients(202, 202),
  },
];
