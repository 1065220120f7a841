// The conflict check at intake (issue 21 item 5): the adverse-party routes and the matcher leads use.
export { findConflicts } from './find-conflicts';
export { conflictsRoutes } from './routes';
