import { all, clients, type MatrixRow, plain } from '../matrix-helpers';

/** Routes of modules/intake. */
export const intakeMatrix: MatrixRow[] = [
  // Public: anyone may ask for an assessment; an empty form is a validation error for all.
  plain('POST /api/register', all(400), {}),
  {
    // Public (D28): the emailed token is the proof; an unknown one is refused alike for everyone.
    route: 'POST /api/confirm-email',
    request: () => ({ method: 'POST', url: '/api/confirm-email', payload: { token: 'x'.repeat(43) } }),
    expect: all(400),
  },
  plain('GET /api/client/email-confirmation', clients(200, 200)),
  // The fixture clients are confirmed: accepted, and nothing to send.
  plain('POST /api/client/email-confirmation/resend', clients(202, 202)),
];
