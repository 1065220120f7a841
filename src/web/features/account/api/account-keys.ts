/** Query keys of the account page: the caller's own factors, sessions and sign-in history. */
export const accountKeys = {
  all: ['account'] as const,
  factors: () => [...accountKeys.all, 'factors'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  history: () => [...accountKeys.all, 'sign-in-history'] as const,
};
