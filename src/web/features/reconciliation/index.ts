export { MonthlyReconciliation } from './components/monthly-reconciliation';
export { ReconciliationCard } from './components/reconciliation-card';
