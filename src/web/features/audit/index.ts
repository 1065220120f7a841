export { AuditLog } from './components/audit-log';
export { RecentActivity } from './components/recent-activity';
