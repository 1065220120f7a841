import { loadTexts } from '@web/lib/i18n/texts';

export { deskKeys } from './api/desk-keys';
export { type DeskTeam, useDeskLawyers, useDeskTeam } from './api/get-desk-team';
export { useDesks } from './api/get-desks';
export { type ManagerDashboard, type TeamMember, useManagerDashboard } from './api/get-manager-dashboard';
export { useManagerLive } from './api/use-manager-live';
export { DeskGrid } from './components/desk-grid';
export { DeskOverview } from './components/desk-overview';
export { RecoveredChart } from './components/desk-recovered-chart';
export { StatCards } from './components/desk-stat-cards';

loadTexts('desks');
