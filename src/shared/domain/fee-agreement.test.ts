import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalFeeAgreementText,
  FEE_AGREEMENT_RECORD_LABELS,
  feeAgreementDocument,
} from '../content/fee-agreement';
import {
  FEE_AGREEMENT_VERSION,
  formatFeePercent,
  isClientsFullName,
  isFeeAgreementNeededFor,
} from './fee-agreement';
import { LANGUAGES } from './languages';
import { PHASES } from './phases';

describe('the fee agreement text', () => {
  it.each(LANGUAGES)('in %s states the fee, the share, the payout times, in eight sections', (language) => {
    const { title, sections } = feeAgreementDocument(FEE_AGREEMENT_VERSION, language);
    expect(title).not.toBe('');
    expect(sections).toHaveLength(8);
    const text = canonicalFeeAgreementText(FEE_AGREEMENT_VERSION, language);
    expect(text).toContain(formatFeePercent(2000, language));
    expect(text).toContain(formatFeePercent(8000, language));
    for (const time of [/3\D{1,3}5/, /24\D{1,3}48/, /5\D{1,3}7/]) expect(text).toMatch(time);
    expect(Object.values(FEE_AGREEMENT_RECORD_LABELS[language]).every((l) => l.length > 0)).toBe(true);
  });

  it('uses the glossary words for the fee (UI.md)', () => {
    const text = (l: (typeof LANGUAGES)[number]) => canonicalFeeAgreementText(FEE_AGREEMENT_VERSION, l);
    expect(text('en')).toContain('recovery fee (20%)');
    expect(text('es')).toContain('honorario de recuperación (20 %)');
    expect(text('nl')).toContain('terugvorderingsvergoeding (20%)');
    expect(text('de')).toContain('Erfolgshonorar (20 %)');
    expect(text('it')).toContain('compenso di recupero (20%)');
    expect(text('fr')).toContain('honoraires de récupération (20 %)');
  });

  it('takes its percentages from the fee rate: any rate, fee and share add up to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(...LANGUAGES), (bps, language) => {
        const text = canonicalFeeAgreementText(FEE_AGREEMENT_VERSION, language, bps);
        expect(text).toContain(formatFeePercent(bps, language));
        expect(text).toContain(formatFeePercent(10_000 - bps, language));
      }),
      { numRuns: 200 },
    );
    expect(formatFeePercent(2250, 'de')).toBe('22,5 %');
    expect(formatFeePercent(2250, 'en')).toBe('22.5%');
  });
});

describe('isClientsFullName', () => {
  it('ignores case, accents and extra spaces, but not a different name', () => {
    expect(isClientsFullName('  élise   MARTIN ', 'Élise', 'Martin')).toBe(true);
    expect(isClientsFullName('Jurgen Muller', 'Jürgen', 'Müller')).toBe(true);
    expect(isClientsFullName('JOHANN STRAUSS', 'Johann', 'Strauß')).toBe(true);
    expect(isClientsFullName('Elise', 'Élise', 'Martin')).toBe(false);
    expect(isClientsFullName('Martin Élise', 'Élise', 'Martin')).toBe(false);
    expect(isClientsFullName('Elise Martins', 'Élise', 'Martin')).toBe(false);
  });

  it('accepts the account name however it is cased and spaced', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ'-]{1,12}$/);
    fc.assert(
      fc.property(word, word, fc.integer({ min: 1, max: 4 }), (first, last, spaces) => {
        const typed = ` ${first.toUpperCase()}${' '.repeat(spaces)}${last.toLowerCase()} `;
        expect(isClientsFullName(typed, first, last)).toBe(true);
      }),
    );
  });
});

describe('isFeeAgreementNeededFor', () => {
  it('is needed to start work on a new or closed case, never to decline or reset one', () => {
    const needed = PHASES.flatMap((from) =>
      PHASES.filter((to) => isFeeAgreementNeededFor(from, to)).map((to) => `${from}->${to}`),
    );
    expect(needed).toEqual(
      ['new', 'closed'].flatMap((from) =>
        ['investigation', 'evidence', 'legal', 'recovery', 'completed'].map((to) => `${from}->${to}`),
      ),
    );
  });
});
