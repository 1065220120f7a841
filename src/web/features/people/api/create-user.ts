import { proposalMadeSchema } from '@shared/contracts/approvals';
import { createUserResponseSchema } from '@shared/contracts/people';
import { apiRequest } from '@web/lib/api-client';
import { useUsersMutation } from './use-users-mutation';

export type NewUserInput = {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  /** Left out: the person is invited by email to set their own (D11). */
  password?: string;
  role: 'client' | 'lawyer' | 'manager' | 'admin';
  deskId?: string | null;
};

/** POST /api/admin/users: a client is created (201); a staff account is proposed (202, D37). */
export async function createUser(input: NewUserInput) {
  const body = await apiRequest<unknown>('/api/admin/users', { method: 'POST', body: input });
  const proposed = proposalMadeSchema.safeParse(body);
  if (proposed.success) return { proposed: proposed.data, created: null } as const;
  return { proposed: null, created: createUserResponseSchema.parse(body) } as const;
}

export const useCreateUser = () => useUsersMutation(createUser);
