import type { MatrixRow } from '../matrix-helpers';

/** Routes of modules/messages. */
export const messagesMatrix: MatrixRow[] = [];
