// What other modules (and the seed) may use of cases: assigning a case to a lawyer, the figures
// every workspace shows (metrics.ts, D3/D7), the lawyer's and the desk's case lists and rows,
// case references and the fee-agreement text's hash. The route registrations here serve the
// interim route files (people/admin-routes.ts, leads/staff-routes.ts, desks/dashboard-routes.ts).
export { registerCaseRoutes } from './all-cases';
export { assignCase, assignCaseTo, resolveLawyer } from './assignment';
export { listManagerCases, toManagerCase } from './desk-cases';
export { feeAgreementSha256 } from './fee-agreement-text';
export {
  lawyerDashboard,
  listLawyerCases,
  searchWords,
  selectLawyerCases,
  toLawyerCase,
} from './lawyer-cases';
export {
  caseAggregates,
  caseRecoveredCents,
  clientAvailableCents,
  successRate,
  TOTALS_CURRENCY,
} from './metrics';
export { nextCaseReference } from './reference';
