import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as Debian's poppler reads it, the way a recipient's tools would. `layout`
 * keeps the page's geometry (columns side by side); `raw` keeps drawing order, in which the
 * lines of one table cell follow each other, so a wrapped hash or address can be reassembled.
 */
export function pdfText(pdf: Uint8Array, mode: 'layout' | 'raw'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'evidence-pdf-'));
  try {
    const file = path.join(dir, 'pack.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [`-${mode}`, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fonts of a PDF as `pdffonts` lists them: name, whether embedded, whether subset. */
export function pdfFonts(pdf: Uint8Array): Array<{ name: string; embedded: boolean; subset: boolean }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'evidence-pdf-'));
  try {
    const file = path.join(dir, 'pack.pdf');
    writeFileSync(file, pdf);
    const lines = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    return lines.map((line) => {
      const columns = line.trim().split(/\s+/);
      // name … emb sub uni object ID: read the yes/no flags from the end of the line.
      const [emb, sub] = columns.slice(-5, -3);
      return { name: columns[0] ?? '', embedded: emb === 'yes', subset: sub === 'yes' };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Without any whitespace (no-break and narrow spaces included), so wrapped values compare whole. */
export const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '');

/** Intl's no-break and narrow no-break spaces as plain ones, for comparing formatted amounts. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
