/** Query keys of the trust account's statements; an import invalidates `statements`. */
export const bankStatementKeys = {
  all: ['bank-statements'] as const,
  statements: () => [...bankStatementKeys.all, 'list'] as const,
  statement: (id: string) => [...bankStatementKeys.all, 'detail', id] as const,
  mappings: () => [...bankStatementKeys.all, 'csv-mappings'] as const,
  /** The registered trust accounts and the proposals of one (D42). */
  accounts: () => [...bankStatementKeys.all, 'trust-accounts'] as const,
  /** What is left to match (issue 19 item 3), in one currency or in all (`undefined`). */
  unmatched: (currency?: string) => [...bankStatementKeys.all, 'unmatched', currency ?? 'all'] as const,
};
