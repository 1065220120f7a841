import { accountMatrix } from './matrix/account.test-support';
import { adminMatrix } from './matrix/admin.test-support';
import { adminInsightsMatrix } from './matrix/admin-insights.test-support';
import { adminSettingsMatrix } from './matrix/admin-settings.test-support';
import { adminSystemMatrix } from './matrix/admin-system.test-support';
import { adminUsersMatrix } from './matrix/admin-users.test-support';
import { approvalsMatrix } from './matrix/approvals.test-support';
import { bankStatementsMatrix } from './matrix/bank-statements.test-support';
import { casesMatrix } from './matrix/cases.test-support';
import { conflictsMatrix } from './matrix/conflicts.test-support';
import { contactChangesMatrix } from './matrix/contact-changes.test-support';
import { coreMatrix } from './matrix/core.test-support';
import { deadlinesMatrix } from './matrix/deadlines.test-support';
import { documentsMatrix } from './matrix/documents.test-support';
import { intakeMatrix } from './matrix/intake.test-support';
import { lawyerInsightsMatrix } from './matrix/lawyer-insights.test-support';
import { messagesMatrix } from './matrix/messages.test-support';
import { notificationsMatrix } from './matrix/notifications.test-support';
import { passkeysMatrix } from './matrix/passkeys.test-support';
import { publicMatrix } from './matrix/public.test-support';
import { reauthMatrix } from './matrix/reauth.test-support';
import { evidencePacksMatrix, scamIntelMatrix } from './matrix/scam-intel.test-support';
import { staffMatrix } from './matrix/staff.test-support';
import type { MatrixRow } from './matrix-helpers.test-support';

export { ACTORS, type MatrixActor, type MatrixContext, type MatrixRow } from './matrix-helpers.test-support';

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
