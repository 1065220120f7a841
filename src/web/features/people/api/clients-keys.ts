/**
 * Query keys of the clients tab and the edit dialog. Money moves together: a recovery or a
 * reversal invalidates `all` (list figures, the client, the ledger).
 */
export const clientsKeys = {
  all: ['staff-clients'] as const,
  list: (q: string, page: number) => [...clientsKeys.all, 'list', q, page] as const,
  client: (role: string, clientId: string, caseId: string | undefined) =>
    [...clientsKeys.all, 'client', role, clientId, caseId ?? 'latest'] as const,
  ledger: (caseId: string) => [...clientsKeys.all, 'ledger', caseId] as const,
  documents: (caseId: string) => [...clientsKeys.all, 'documents', caseId] as const,
};
