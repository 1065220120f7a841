import { z } from 'zod';
import { languageSchema } from '../domain/language-schema';
import { newPasswordSchema } from '../domain/password-policy';
import { roleSchema } from '../domain/roles';
import { SESSION_STAGES } from '../domain/sign-in';
import { text } from './text';

/** POST /api/auth/login and POST /api/admin/login. `username` also accepts the account's email. */
export const loginRequestSchema = z.object({
  username: text().trim().min(1, { message: 'Username is required' }).max(254),
  password: text().min(1, { message: 'Password is required' }).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in person as the spec's login response names it (§3 "Login response"). */
export const sessionUserSchema = z.object({
  id: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** No session token in any body (D8): the session lives in an HttpOnly cookie. */
export const loginResponseSchema = z.object({
  user: sessionUserSchema,
  /** D27: 'complete', or the sign-in step still to take (redirectTo is its page). */
  stage: z.enum(SESSION_STAGES),
  redirectTo: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  user: sessionUserSchema.extend({
    username: z.string(),
    language: languageSchema,
    hasPassword: z.boolean(),
    /** D31: the password was set by an admin; the web shows the change-password screen first. */
    mustChangePassword: z.boolean(),
    /** D27: a partial session's step still to take, else 'complete'. */
    stage: z.enum(SESSION_STAGES),
  }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const updateMeRequestSchema = z.object({ language: languageSchema });

export const setPasswordRequestSchema = z.object({
  token: text().min(16).max(256),
  password: newPasswordSchema,
});

/** POST /api/auth/forgot-password: the address a password link is sent to, if it is an account's. */
export const forgotPasswordRequestSchema = z.object({
  email: text()
    .trim()
    .max(254)
    .pipe(z.email({ message: 'Enter a valid email address' })),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/auth/reset-password: a new password from the emailed link; the answer signs in. */
export const resetPasswordRequestSchema = setPasswordRequestSchema;

/** D16: the first password of a signed-in client who registered without one. */
export const initialPasswordRequestSchema = z.object({ password: newPasswordSchema });

export const changePasswordRequestSchema = z.object({
  currentPassword: text().min(1, { message: 'Current password is required' }).max(1024),
  newPassword: newPasswordSchema,
});

/** A signed-in session as people see it: when it began and was last used, from where. */
export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
/** One of the caller's own sessions; `current` marks the one making the request. */
export const sessionInfoSchema = sessionSchema.extend({ current: z.boolean() });
export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) });
