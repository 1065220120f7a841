import { accountMatrix } from './matrix/account';
import { adminMatrix } from './matrix/admin';
import { adminInsightsMatrix } from './matrix/admin-insights';
import { adminSettingsMatrix } from './matrix/admin-settings';
import { adminSystemMatrix } from './matrix/admin-system';
import { adminUsersMatrix } from './matrix/admin-users';
import { approvalsMatrix } from './matrix/approvals';
import { bankStatementsMatrix } from './matrix/bank-statements';
import { casesMatrix } from './matrix/cases';
import { conflictsMatrix } from './matrix/conflicts';
import { contactChangesMatrix } from './matrix/contact-changes';
import { coreMatrix } from './matrix/core';
import { deadlinesMatrix } from './matrix/deadlines';
import { documentsMatrix } from './matrix/documents';
import { intakeMatrix } from './matrix/intake';
import { lawyerInsightsMatrix } from './matrix/lawyer-insights';
import { messagesMatrix } from './matrix/messages';
import { notificationsMatrix } from './matrix/notifications';
import { passkeysMatrix } from './matrix/passkeys';
import { publicMatrix } from './matrix/public';
import { reauthMatrix } from './matrix/reauth';
import { evidencePacksMatrix, scamIntelMatrix } from './matrix/scam-intel';
import { staffMatrix } from './matrix/staff';
import type { MatrixRow } from './matrix-helpers';

export { ACTORS, type MatrixActor, type MatrixContext, type MatrixRow } from './matrix-helpers';

/**
 * Every API route × every kind of caller → the status that caller gets, one file per area under
 * matrix/. The access test fails when a registered route has no row, so each new route must
 * state its matrix. Fixture and conventions: matrix-helpers.ts.
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
  ...approvalsMatrix,
  ...bankStatementsMatrix,
  ...messagesMatrix,
  ...documentsMatrix,
  ...notificationsMatrix,
  ...publicMatrix,
  ...accountMatrix,
  ...passkeysMatrix,
  ...reauthMatrix,
  ...scamIntelMatrix,
  ...contactChangesMatrix,
  ...evidencePacksMatrix,
  ...conflictsMatrix,
  ...deadlinesMatrix,
];
