import { type SaveCsvMapping, savedCsvMappingSchema } from '@shared/contracts/bank-statements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { bankStatementKeys } from './bank-statement-keys';

/** POST /api/admin/bank-statements/csv-mappings: saved under its name (the same name replaces it). */
export async function saveCsvMapping(input: SaveCsvMapping) {
  return savedCsvMappingSchema.parse(
    await apiRequest<unknown>('/api/admin/bank-statements/csv-mappings', { method: 'POST', body: input }),
  );
}

export function useSaveCsvMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCsvMapping,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankStatementKeys.mappings() }),
  });
}
