import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@web/lib/api-client';

/** POST /api/auth/logout. A 401 means the session had already ended, which is what we wanted. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<void>('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
