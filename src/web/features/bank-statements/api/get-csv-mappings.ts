import { csvMappingListSchema } from '@shared/contracts/bank-statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { bankStatementKeys } from './bank-statement-keys';

/** GET /api/admin/bank-statements/csv-mappings: the saved CSV column mappings, by name. */
export const csvMappingsQuery = () =>
  queryOptions({
    queryKey: bankStatementKeys.mappings(),
    queryFn: async ({ signal }) =>
      csvMappingListSchema.parse(
        await apiRequest<unknown>('/api/admin/bank-statements/csv-mappings', { signal }),
      ).mappings,
  });

export const useCsvMappings = () => useQuery(csvMappingsQuery());
