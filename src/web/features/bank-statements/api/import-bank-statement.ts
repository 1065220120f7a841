import { bankStatementSummarySchema, type StatementFormat } from '@shared/contracts/bank-statements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { bankStatementKeys } from './bank-statement-keys';

export type ImportStatementInput = { file: File; format: StatementFormat; mappingId?: string | undefined };

/** POST /api/admin/bank-statements (multipart): the stored statement's summary. */
export async function importBankStatement(input: ImportStatementInput) {
  const body = new FormData();
  body.append('format', input.format);
  if (input.format === 'csv' && input.mappingId) body.append('mappingId', input.mappingId);
  body.append('file', input.file, input.file.name);
  return bankStatementSummarySchema.parse(
    await apiRequest<unknown>('/api/admin/bank-statements', { method: 'POST', body }),
  );
}

export function useImportBankStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBankStatement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankStatementKeys.statements() }),
  });
}
