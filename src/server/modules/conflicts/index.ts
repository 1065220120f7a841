// The conflict check (issue 21 item 5, issue 31): the adverse-party routes, the matcher, each lead's
// and each case's state, and the guard every assignment passes.
export { findConflicts } from './find-conflicts';
export { conflictsRoutes } from './routes';
export {
  assertCasesClear,
  type ConflictState,
  caseConflictStates,
  casesWithOpenConflict,
  conflictStates,
  presentConflicts,
} from './states';
