// Deadlines (issue 21 item 3): what the server registers, the lawyer's urgent tasks and the reminder job read.
export { openDeadlines, URGENT_WITHIN_DAYS, urgentDeadlines } from './open-deadlines';
export { type DeadlineRecord, dayOf } from './read';
export { deadlinesRoutes } from './routes';
