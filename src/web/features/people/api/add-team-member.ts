import { createTeamMemberResponseSchema } from '@shared/contracts/people';
import { deskKeys } from '@web/features/desks';
import { apiRequest } from '@web/lib/api-client';
import { useInvalidatingMutation } from '@web/lib/api-query';

export type AddTeamMemberInput = {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  role: 'lawyer' | 'manager';
  language?: string | undefined;
};

/**
 * POST /api/manager/team-members: the desk is always the manager's own (set by the server), and
 * the new member receives an invitation link to choose a password (D11), never a default one.
 */
export async function addTeamMember(input: AddTeamMemberInput) {
  return createTeamMemberResponseSchema.parse(
    await apiRequest<unknown>('/api/manager/team-members', { method: 'POST', body: input }),
  ).member;
}

export function useAddTeamMember() {
  return useInvalidatingMutation(addTeamMember, [deskKeys.dashboard()]);
}
