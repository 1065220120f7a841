import * as api from '@web/lib/api-client';
import { describe, expect, it } from 'vitest';
import { failureOf } from './check-indicator';

/** The check shows the server's words (already in the page's language) by the field, else its own. */
describe('what the public check shows when it gets no answer', () => {
  it('shows the field message of a 400 and the wait of a 429 as the server worded them', () => {
    const unreadable = new api.ApiError(400, 'validation_failed', 'Einige Felder…', {
      value: 'Geben Sie eine Website … ein.',
    });
    expect(failureOf(unreadable, api)).toEqual({ ok: false, message: 'Geben Sie eine Website … ein.' });
    const limited = new api.ApiError(429, 'rate_limited', 'Bitte warten Sie 10 Minuten.', undefined, 600);
    expect(failureOf(limited, api)).toEqual({ ok: false, message: 'Bitte warten Sie 10 Minuten.' });
  });

  it('words a network failure and anything unexpected itself', () => {
    expect(failureOf(new api.ApiError(0, api.NETWORK_ERROR, ''), api)).toEqual({
      ok: false,
      messageKey: 'check.errors.network',
    });
    expect(failureOf(new api.ApiError(500, 'internal', 'Reference abc'), api)).toEqual({
      ok: false,
      messageKey: 'check.errors.failed',
    });
    expect(failureOf(new TypeError('boom'), api)).toEqual({ ok: false, messageKey: 'check.errors.failed' });
  });
});
