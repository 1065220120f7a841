import {
  type CreateEvidencePackRequest,
  type EvidencePack,
  evidencePackListSchema,
  evidencePackSchema,
} from '@shared/contracts/evidence-packs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { getParsed, useInvalidatingMutation } from '@web/lib/api-query';

export type { EvidencePack };

export const packKeys = {
  all: ['evidence-packs'] as const,
  case: (caseId: string) => [...packKeys.all, caseId] as const,
};

const base = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/evidence-packs`;

/** Where a pack's registered PDF or ZIP downloads from (the exact bytes whose SHA-256 was recorded). */
export const packFileUrl = (caseId: string, packId: string, format: 'pdf' | 'zip') =>
  `${base(caseId)}/${encodeURIComponent(packId)}/${format}`;

/** GET /api/cases/:id/evidence-packs: the case's packs, newest first. */
export const evidencePacksQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: packKeys.case(caseId),
    queryFn: async () => (await getParsed(base(caseId), evidencePackListSchema)).packs,
  });

export const useEvidencePacks = (caseId: string) => useQuery(evidencePacksQueryOptions(caseId));

export type CreatePackInput = { caseId: string; body: CreateEvidencePackRequest };

/** POST /api/cases/:id/evidence-packs: makes the PDF and the ZIP and registers both fingerprints. */
export async function createEvidencePack({ caseId, body }: CreatePackInput): Promise<EvidencePack> {
  return evidencePackSchema.parse(await apiRequest<unknown>(base(caseId), { method: 'POST', body }));
}

export function useCreateEvidencePack(caseId: string) {
  // The case's timeline (cases feature, ['cases', 'case', id]) gains the pack's event.
  return useInvalidatingMutation(createEvidencePack, [packKeys.case(caseId), ['cases', 'case', caseId]]);
}
