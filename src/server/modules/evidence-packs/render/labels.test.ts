import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/domain/languages';
import { evidenceLabels, fillText } from './labels';
import { ADDRESSEE_KINDS, INDICATOR_KINDS, INDICATOR_STATUSES, PAYMENT_METHODS } from './types';

describe('the evidence pack labels', () => {
  it.each(LANGUAGES)(
    '%s names exactly the methods, kinds, statuses and addressees the input can hold',
    (language) => {
      const texts = evidenceLabels(language);
      expect(Object.keys(texts.methods).sort()).toEqual([...PAYMENT_METHODS].sort());
      expect(Object.keys(texts.indicatorKinds).sort()).toEqual([...INDICATOR_KINDS].sort());
      expect(Object.keys(texts.statuses).sort()).toEqual([...INDICATOR_STATUSES].sort());
      expect(Object.keys(texts.addressees).sort()).toEqual([...ADDRESSEE_KINDS].sort());
    },
  );

  it('fills placeholders and leaves an unknown one visible', () => {
    expect(fillText('Page {{page}} of {{pages}}', { page: 2, pages: 7 })).toBe('Page 2 of 7');
    expect(fillText('Generated {{date}} by {{name}}', { date: '7 March 2025' })).toBe(
      'Generated 7 March 2025 by {{name}}',
    );
  });
});
