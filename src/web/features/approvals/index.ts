// Approvals (D37): the admin's panel of changes to controls waiting for a second admin, and the
// notice the settings and users tabs show while some wait.
import { loadTexts } from '@web/lib/i18n/texts';

export { approvalKeys } from './api/approval-keys';
export { ApprovalsTab } from './components/approvals-tab';
export { PendingApprovalsNotice } from './components/pending-approvals-notice';

loadTexts('approvals');
