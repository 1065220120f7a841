import type { MatrixRow } from '../matrix-helpers';

/** Routes of modules/documents. */
export const documentsMatrix: MatrixRow[] = [];
