import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BROKEN_CHARACTER_MESSAGE, NUL_MESSAGE, text, textProblemOf, toStorableText } from './text';

// Issue 31 item 8: half of a UTF-16 surrogate pair is text no database column can hold.
describe('text that can be stored', () => {
  it('accepts every well-formed string without a NUL, emoji and other surrogate pairs included', () => {
    expect(textProblemOf('Zoë sent 💶 to 🏦')).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        fc.pre(!value.includes('\u0000'));
        expect(textProblemOf(value)).toBeUndefined();
        expect(text().safeParse(value).success).toBe(true);
      }),
    );
  });

  it('refuses a lone high or low surrogate, or a pair in the wrong order, wherever it stands', () => {
    const lone = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800');
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        lone,
        fc.string({ unit: 'grapheme' }),
        (before, half, after) => {
          fc.pre(!`${before}${after}`.includes('\u0000'));
          const value = `${before}${half}${after}`;
          expect(textProblemOf(value)).toBe('lone_surrogate');
          const parsed = text().safeParse(value);
          expect(parsed.success).toBe(false);
          expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([BROKEN_CHARACTER_MESSAGE]);
          // What a record of the attempt may keep: the same text with U+FFFD in place of the half.
          expect(textProblemOf(toStorableText(value))).toBeUndefined();
        },
      ),
    );
  });

  it('names a NUL first, and keeps what can be kept of it', () => {
    expect(textProblemOf('a\u0000\ud800')).toBe('nul');
    expect(text().safeParse('a\u0000').error?.issues[0]?.message).toBe(NUL_MESSAGE);
    expect(toStorableText('a\u0000b\ud800c')).toBe('a\ufffdb\ufffdc');
  });
});
