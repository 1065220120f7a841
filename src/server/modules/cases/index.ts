// What other modules (and the seed) may use of cases: assigning a case to a lawyer (lead
// conversion), the figures every workspace shows (metrics.ts, D3/D7), the lawyer's case rows
// (a lawyer's clients), the desk's newest case page (the manager's dashboard), case references and the
// fee-agreement text's hash.
export { assignCaseTo, resolveLawyer } from './assignment';
export { newestDeskCases } from './desk-cases';
export { feeAgreementSha256 } from './fee-agreement-text';
export { selectLawyerCases, toLawyerCase } from './lawyer-cases';
export { lawyerMeans, lawyerTotals } from './lawyer-totals';
export {
  caseAggregates,
  caseRecoveredCents,
  clientAvailableCents,
  successRate,
  TOTALS_CURRENCY,
} from './metrics';
export { nextCaseReference } from './reference';
