import { adminMatrix } from './matrix/admin';
import { adminInsightsMatrix } from './matrix/admin-insights';
import { adminSettingsMatrix } from './matrix/admin-settings';
import { adminSystemMatrix } from './matrix/admin-system';
import { adminUsersMatrix } from './matrix/admin-users';
import { casesMatrix } from './matrix/cases';
import { coreMatrix } from './matrix/core';
import { documentsMatrix } from './matrix/documents';
import { intakeMatrix } from './matrix/intake';
import { lawyerInsightsMatrix } from './matrix/lawyer-insights';
import { messagesMatrix } from './matrix/messages';
import { notificationsMatrix } from './matrix/notifications';
import { publicMatrix } from './matrix/public';
import { staffMatrix } from './matrix/staff';
import type { MatrixRow } from './matrix-helpers';

export { ACTORS, type MatrixActor, type MatrixContext, type MatrixRow } from './matrix-helpers';

/**
 * Every API route × every kind of caller → the status that caller gets, one file per area under
 * matrix/. The access test fails when a route in route-policy.ts has no row, so each new route
 * must state its matrix. Fixture and conventions: matrix-helpers.ts.
 */
export const ACCESS_MATRIX: MatrixRow[] = [
  ...coreMatrix,
  ...intakeMatrix,
  ...casesMatrix,
  ...staffMatrix,
  ...lawyerInsightsMatrix,
  ...adminMatrix,
  ...adminSettingsMatrix,
  ...adminSystemMatrix,
  ...adminInsightsMatrix,
  ...adminUsersMatrix,
  ...messagesMatrix,
  ...documentsMatrix,
  ...notificationsMatrix,
  ...publicMatrix,
];
