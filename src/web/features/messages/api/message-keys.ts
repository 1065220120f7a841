/** Query keys of a case's thread; the pages and the unread count both sit under `case(caseId)`. */
export const messageKeys = {
  all: ['messages'] as const,
  case: (caseId: string) => [...messageKeys.all, caseId] as const,
  thread: (caseId: string) => [...messageKeys.case(caseId), 'thread'] as const,
  unread: (caseId: string) => [...messageKeys.case(caseId), 'unread'] as const,
};
