import { type Lead, leadSchema } from '@shared/contracts/leads';
import type { LeadAction } from '@shared/domain/leads';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';
import { leadsKeys } from './leads-keys';

export type LeadStep =
  | { action: 'contact'; channel: string; notes?: string }
  | { action: 'qualify'; notes?: string }
  | { action: 'convert' }
  | { action: 'reject'; reason: string };

/**
 * POST /api/leads/:id/{contact|qualify|convert|reject}: one step of the lead's life. A step the
 * lead's state does not allow is a 409 with the server's explanation.
 */
export async function moveLead(id: string, { action, ...body }: LeadStep): Promise<Lead> {
  return leadSchema.parse(
    await apiRequest<unknown>(`/api/leads/${encodeURIComponent(id)}/${action satisfies LeadAction}`, {
      method: 'POST',
      body,
    }),
  );
}

export function useMoveLead(id: string) {
  return useInvalidatingMutation((step: LeadStep) => moveLead(id, step), [leadsKeys.all]);
}
