import type { MatrixRow } from '../matrix-helpers';

/** Routes of modules/notifications. */
export const notificationsMatrix: MatrixRow[] = [];
