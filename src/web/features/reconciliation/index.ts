import { loadTexts } from '@web/lib/i18n/texts';

export { MonthlyReconciliation } from './components/monthly-reconciliation';
export { ReconciliationCard } from './components/reconciliation-card';

loadTexts('reconciliation');
