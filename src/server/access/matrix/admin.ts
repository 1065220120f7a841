import type { MatrixRow } from '../matrix-helpers';

/** Routes of modules/admin. */
export const adminMatrix: MatrixRow[] = [];
