import { bankStatementListSchema, type ImportFormat } from '@shared/contracts/bank-statements';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { STALE_AFTER_DECISION } from './line-decisions';

export type ImportStatementInput = { file: File; format: ImportFormat; mappingId?: string | undefined };

/** POST /api/admin/bank-statements (multipart): the file's statements as stored, in order. */
export async function importBankStatement(input: ImportStatementInput) {
  const body = new FormData();
  body.append('format', input.format);
  if (input.format === 'csv' && input.mappingId) body.append('mappingId', input.mappingId);
  body.append('file', input.file, input.file.name);
  return bankStatementListSchema.parse(
    await apiRequest<unknown>('/api/admin/bank-statements', { method: 'POST', body }),
  );
}

/**
 * The import matches lines by the rules (issue 19 item 3), which can confirm reported recoveries:
 * what is left to match, the ledger and the figures are stale too, not only the list.
 */
export function useImportBankStatement() {
  return useInvalidatingMutation(importBankStatement, STALE_AFTER_DECISION);
}
