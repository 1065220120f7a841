import { loadTexts } from '@web/lib/i18n/texts';

export { caseKeys } from './api/case-keys';
export { useCaseDetail } from './api/get-case-detail';
export { clientDashboardQueryOptions, useClientDashboard } from './api/get-client-dashboard';
export { useLawyerDashboard } from './api/get-lawyer-dashboard';
export { ActivityFeed } from './components/activity-feed';
export { ActivityList } from './components/activity-list';
export { AllCasesTab } from './components/all-cases-tab';
export { SummaryCards } from './components/case-summary-cards';
export { TeamTab } from './components/case-team';
export { CasesTab } from './components/cases-tab';
export { CompletionPanel } from './components/completion-panel';
export { CasesManagementTab } from './components/desk-cases-tab';
export { FeeAgreementCard } from './components/fee-agreement-card';
export { StatCards } from './components/lawyer-stat-cards';
export { UrgentTasks } from './components/urgent-tasks';

loadTexts('cases');
