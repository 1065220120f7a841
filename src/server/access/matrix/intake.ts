import { all, type MatrixRow } from '../matrix-helpers';

/** Routes of modules/intake. */
export const intakeMatrix: MatrixRow[] = [
  {
    // Public: anyone may ask for an assessment; an empty form is a validation error for all.
    route: 'POST /api/register',
    request: () => ({ method: 'POST', url: '/api/register', payload: {} }),
    expect: all(400),
  },
];
