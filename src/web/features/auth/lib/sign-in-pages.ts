/** The three sign-in pages, named in "Forgot your password?" links (`?as=`) so the way back is right. */
export const SIGN_IN_PAGES = { client: '/client-login', staff: '/login', admin: '/admin-login' } as const;
export type SignInAudience = keyof typeof SIGN_IN_PAGES;

/** `?as=` from the address bar; anything unknown is the client's page (the most common case). */
export function signInAudienceOf(as: string | null): SignInAudience {
  return as === 'staff' || as === 'admin' ? as : 'client';
}

export const forgotPasswordPath = (audience: SignInAudience) => `/forgot-password?as=${audience}`;
