import { loadTexts } from '@web/lib/i18n/texts';

export { AuditLog } from './components/audit-log';
export { RecentActivity } from './components/recent-activity';

loadTexts('audit');
