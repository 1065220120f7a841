export { ConflictDecisionDialog } from './components/conflict-decision-dialog';
export { LeadsTab } from './components/leads-tab';
