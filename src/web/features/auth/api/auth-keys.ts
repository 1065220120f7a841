/** Query keys of the auth area; login and logout reset everything under `all`. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  emailConfirmation: () => [...authKeys.all, 'email-confirmation'] as const,
};
