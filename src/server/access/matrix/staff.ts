import type { MatrixRow } from '../matrix-helpers';

/** Routes of modules/staff. */
export const staffMatrix: MatrixRow[] = [];
