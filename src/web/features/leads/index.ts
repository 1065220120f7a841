import { loadTexts } from '@web/lib/i18n/texts';

export { ConflictDecisionDialog } from './components/conflict-decision-dialog';
export { LeadsTab } from './components/leads-tab';

loadTexts('leads');
