import type { ReauthenticateRequest, ReauthMethods } from '@shared/contracts/second-factors-reauth';
import { apiRequest } from '@web/lib/api-client';

/** GET /api/auth/reauthenticate/methods: what this person can confirm it is them with. */
export const fetchReauthMethods = () => apiRequest<ReauthMethods>('/api/auth/reauthenticate/methods');

/** POST /api/auth/reauthenticate: one proof; the next ten minutes of changes go through. */
export const reauthenticate = (body: ReauthenticateRequest) =>
  apiRequest<void>('/api/auth/reauthenticate', { method: 'POST', body });
