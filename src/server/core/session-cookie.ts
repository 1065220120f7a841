import type { FastifyReply } from 'fastify';
import type { Mail } from './emails';
import type { SessionSettings } from './sessions';

/**
 * The parts of the server's configuration the session cookie depends on. Spelled out here rather
 * than importing Config so that core stays below the app's wiring (config.ts satisfies it).
 */
export type SessionCookieConfig = {
  isHttps: boolean;
  sessionSecret: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
};

export function sessionCookieName(config: Pick<SessionCookieConfig, 'isHttps'>): string {
  // __Host- binds the cookie to this exact origin over https (no Domain, Path=/, Secure).
  return config.isHttps ? '__Host-recourse_session' : 'recourse_session';
}

export function sessionSettingsOf(config: SessionCookieConfig, mail: Mail): SessionSettings {
  return {
    secret: config.sessionSecret,
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionAbsoluteMs,
    mail,
  };
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<SessionCookieConfig, 'isHttps'>,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isHttps,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<SessionCookieConfig, 'isHttps'>): void {
  reply.clearCookie(sessionCookieName(config), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isHttps,
    path: '/',
  });
}
