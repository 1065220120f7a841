import { SIGN_IN_METHODS, SIGN_IN_OUTCOMES } from '@shared/contracts/second-factors-account';
import { LANGUAGES } from '@shared/domain/languages';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../../../../tests/support/texts';

/**
 * The sign-in history names each method and outcome the API can answer; a method added to the
 * contract (a new way to sign in) must get its words in every language, or the table shows a key.
 */
describe('account page texts', () => {
  it.each(LANGUAGES)('names every sign-in method and outcome in %s', async (language) => {
    const { tFor } = await textsOf('account');
    const t = tFor(language);
    for (const method of [...SIGN_IN_METHODS, 'unknown'] as const) {
      expect(t(`history.method.${method}`)).not.toBe(`history.method.${method}`);
    }
    for (const outcome of SIGN_IN_OUTCOMES) {
      expect(t(`history.outcome.${outcome}`)).not.toBe(`history.outcome.${outcome}`);
    }
    // Counts read as a person would say them: one code, several codes.
    expect(t('recovery.left', { count: 1 })).not.toBe(t('recovery.left', { count: 5 }));
    expect(t('recovery.left', { count: 5 })).toContain('5');
  });
});
