import { proposalMadeSchema } from '@shared/contracts/approvals';
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
 * POST /api/manager/team-members: the desk is always the manager's own (set by the server). The
 * new member is proposed to the admins (D37, 202); once one approves, they receive an invitation
 * link to choose a password (D11), never a default one.
 */
export async function addTeamMember(input: AddTeamMemberInput) {
  return proposalMadeSchema.parse(
    await apiRequest<unknown>('/api/manager/team-members', { method: 'POST', body: input }),
  );
}

export function useAddTeamMember() {
  return useInvalidatingMutation(addTeamMember, [deskKeys.dashboard()]);
}
