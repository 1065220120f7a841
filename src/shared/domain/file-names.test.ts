import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutBidiControls } from './file-names';

const CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];
const isControl = (ch: string) => CONTROLS.includes(ch);

describe('withoutBidiControls', () => {
  it('shows a right-to-left override name as what it is', () => {
    expect(withoutBidiControls('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(withoutBidiControls('\u2067report\u2069.pdf\u200F')).toBe('report.pdf');
  });

  it('keeps Arabic, Hebrew and other letters as they are', () => {
    expect(withoutBidiControls('عقد.pdf')).toBe('عقد.pdf');
    expect(withoutBidiControls('חשבונית 2024.pdf')).toBe('חשבונית 2024.pdf');
    expect(withoutBidiControls('Überweisung–März.pdf')).toBe('Überweisung–März.pdf');
  });

  it('removes every control and keeps every other character in order (property)', () => {
    const char = fc.oneof(fc.constantFrom(...CONTROLS), fc.string({ unit: 'grapheme', maxLength: 1 }));
    fc.assert(
      fc.property(fc.array(char, { maxLength: 40 }), (parts) => {
        const name = parts.join('');
        const cleaned = withoutBidiControls(name);
        expect([...cleaned].some(isControl)).toBe(false);
        expect(cleaned).toBe([...name].filter((ch) => !isControl(ch)).join(''));
        // Cleaning twice changes nothing more.
        expect(withoutBidiControls(cleaned)).toBe(cleaned);
      }),
    );
  });
});
