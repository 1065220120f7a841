import { ApiError, NETWORK_ERROR } from '@web/lib/api-client';
import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './login-error-message';

const t = (key: string) => `t(${key})`;
const fallback = 'auth:toast.staffFallback';

describe('loginErrorMessage', () => {
  it("shows the server's message to an English reader", () => {
    const error = new ApiError(401, 'invalid_credentials', 'Invalid username or password');
    expect(loginErrorMessage(error, 'en', t, fallback)).toBe('Invalid username or password');
  });

  it('uses the fallback when the server sent no message', () => {
    expect(loginErrorMessage(new ApiError(502, 'http_error', ''), 'en', t, fallback)).toBe(`t(${fallback})`);
    expect(loginErrorMessage(new ApiError(500, 'internal', '   '), 'de', t, fallback)).toBe(`t(${fallback})`);
  });

  it('describes a known code in the reader’s language instead of the English server text', () => {
    const error = new ApiError(403, 'account_disabled', 'This account is disabled. Contact the firm.');
    expect(loginErrorMessage(error, 'de', t, fallback)).toBe('t(auth:errors.account_disabled)');
  });

  it('keeps the server message for codes it has no translation for', () => {
    const error = new ApiError(400, 'validation_failed', 'Username is required');
    expect(loginErrorMessage(error, 'fr', t, fallback)).toBe('Username is required');
  });

  it('explains a request that never reached the server', () => {
    expect(loginErrorMessage(new ApiError(0, NETWORK_ERROR, ''), 'en', t, fallback)).toBe(
      't(auth:errors.network)',
    );
  });

  it('uses the fallback for anything that is not an API error', () => {
    expect(loginErrorMessage(new Error('boom'), 'en', t, fallback)).toBe(`t(${fallback})`);
  });
});
