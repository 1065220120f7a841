import type { MatrixRow } from '../matrix-helpers';

/** Routes of modules/intake. */
export const intakeMatrix: MatrixRow[] = [];
