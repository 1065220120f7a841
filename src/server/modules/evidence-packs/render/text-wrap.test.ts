import { PDFDocument, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedFonts } from './fonts';
import { breakWord, cleanLine, wrapText } from './text-wrap';

let regular: PDFFont;
let mono: PDFFont;
beforeAll(async () => {
  ({ regular, mono } = await embedFonts(await PDFDocument.create()));
});

describe('wrapping text for the PDF', () => {
  it('never lets a line run wider than the column, and loses no character', () => {
    const text =
      'Paid to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlhbc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh on request';
    const lines = wrapText(text, regular, 8, 90);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(regular.widthOfTextAtSize(line, 8)).toBeLessThanOrEqual(90);
    expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });

  it('cuts a hash into even halves rather than a long line and a stub', () => {
    const hash = 'a'.repeat(40) + 'b'.repeat(24);
    const width = mono.widthOfTextAtSize('x'.repeat(40), 7);
    expect(breakWord(hash, mono, 7, width).map((piece) => piece.length)).toEqual([32, 32]);
  });

  it('keeps line breaks as paragraphs and turns control characters into spaces', () => {
    expect(wrapText('ul. Świętokrzyska 12/4\r\n00-916 Warszawa', regular, 9, 400)).toEqual([
      'ul. Świętokrzyska 12/4',
      '00-916 Warszawa',
    ]);
    expect(cleanLine('a\tb\u0007c   d')).toBe('a b c d');
    expect(cleanLine('Vérifié\u00a0: oui')).toBe('Vérifié\u00a0: oui');
  });
});
