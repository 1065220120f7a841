import type { PDFFont } from 'pdf-lib';

/**
 * Line breaking for pdf-lib, which draws a string on one line however long it is. Words wrap at
 * spaces; a word wider than the line (a wallet address, an IBAN without spaces, a hash) is cut
 * between characters, so nothing ever runs past the margin.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: typed text may carry control characters, which fonts cannot draw
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * One line of typed text: tabs, line breaks and other control characters become spaces, runs of
 * spaces one. No-break spaces stay: French puts one before a colon so the colon never starts a line.
 */
export function cleanLine(text: string): string {
  return text
    .replace(/[\t\n\r]/g, ' ')
    .replace(CONTROL, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Paragraphs of typed text, split at line breaks, empty lines dropped. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map(cleanLine)
    .filter((line) => line !== '');
}

const fits = (text: string, font: PDFFont, size: number, width: number) =>
  font.widthOfTextAtSize(text, size) <= width;

/**
 * Cuts a word too long for the line into pieces that fit. The pieces are then evened out, so a
 * 64-character hash in a column for 40 becomes 32 + 32 rather than 40 + 24, which reads better
 * and keeps the columns of a table looking alike.
 */
export function breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const chars = Array.from(word);
  const greedy: string[] = [];
  let line = '';
  for (const char of chars) {
    if (line !== '' && !fits(line + char, font, size, width)) {
      greedy.push(line);
      line = '';
    }
    line += char;
  }
  if (line !== '') greedy.push(line);
  if (greedy.length < 2) return greedy;
  const per = Math.ceil(chars.length / greedy.length);
  const even: string[] = [];
  for (let at = 0; at < chars.length; at += per) even.push(chars.slice(at, at + per).join(''));
  return even.length === greedy.length && even.every((piece) => fits(piece, font, size, width))
    ? even
    : greedy;
}

/** Wraps one paragraph into lines no wider than `width` points. */
export function wrapLine(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of cleanLine(text).split(' ')) {
    if (word === '') continue;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate, font, size, width)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    if (fits(word, font, size, width)) {
      line = word;
      continue;
    }
    const pieces = breakWord(word, font, size, width);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Wraps text that may hold several paragraphs (line breaks kept). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  return paragraphs(text).flatMap((paragraph) => wrapLine(paragraph, font, size, width));
}
