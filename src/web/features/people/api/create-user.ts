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

/** POST /api/admin/users. */
export async function createUser(input: NewUserInput) {
  return createUserResponseSchema.parse(
    await apiRequest<unknown>('/api/admin/users', { method: 'POST', body: input }),
  );
}

export const useCreateUser = () => useUsersMutation(createUser);
