/** Query keys of a case's indicators and scheme; a trail change or a status change invalidates `all`. */
export const indicatorKeys = {
  all: ['indicators'] as const,
  case: (caseId: string) => [...indicatorKeys.all, 'case', caseId] as const,
  scheme: (caseId: string) => [...indicatorKeys.all, 'scheme', caseId] as const,
};
