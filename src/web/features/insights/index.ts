import { loadTexts } from '@web/lib/i18n/texts';

export { useLawyerAnalytics } from './api/get-lawyer-analytics';
export { insightsKeys } from './api/insights-keys';
export { AnalyticsTab } from './components/analytics-tab';
export { PerformanceTab } from './components/desk-performance-tab';
export { FinancialsTab } from './components/financials-tab';
export { StatCards } from './components/firm-stat-cards';
export { RecoveredChart } from './components/lawyer-recovered-chart';
export { MetricCards } from './components/metric-cards';
export { StatusChart } from './components/status-chart';

loadTexts('insights');
