/** Query keys of a case's evidence documents; every list of one case sits under `case(caseId)`. */
export const documentKeys = {
  all: ['documents'] as const,
  case: (caseId: string) => [...documentKeys.all, caseId] as const,
  list: (caseId: string) => [...documentKeys.case(caseId), 'list'] as const,
};
