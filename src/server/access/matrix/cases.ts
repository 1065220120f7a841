import type { MatrixRow } from '../matrix-helpers';

/** Routes of modules/cases. */
export const casesMatrix: MatrixRow[] = [];
