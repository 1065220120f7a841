import { describe, expect, it } from 'vitest';
import { sampleFiles, zipOf } from '../../../../tests/support/documents';
import { attachmentDisposition } from '../../lib/content-disposition';
import { downloadFileName, sanitiseFileLabel } from './file-names';
import { sniffDocumentType, zipEntryNames } from './sniff';

describe('sniffDocumentType (D17)', () => {
  it('recognises the allowed types by their bytes', () => {
    expect(sniffDocumentType(sampleFiles.pdf())).toBe('application/pdf');
    expect(sniffDocumentType(sampleFiles.png())).toBe('image/png');
    expect(sniffDocumentType(sampleFiles.jpeg())).toBe('image/jpeg');
    expect(sniffDocumentType(sampleFiles.doc())).toBe('application/msword');
    expect(sniffDocumentType(sampleFiles.docx())).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses everything else, including near misses', () => {
    for (const bytes of [
      sampleFiles.elf(),
      sampleFiles.exe(),
      sampleFiles.zip(),
      zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }), // a spreadsheet
      Buffer.from('%PD'),
      Buffer.from(' %PDF-1.7'),
      Buffer.alloc(0),
    ]) {
      expect(sniffDocumentType(bytes)).toBeNull();
    }
  });

  it('reads no names from a truncated or corrupt ZIP instead of throwing', () => {
    const docx = sampleFiles.docx();
    expect(zipEntryNames(docx)).toContain('word/document.xml');
    expect(zipEntryNames(docx.subarray(0, docx.length - 5))).toEqual([]);
    const corrupt = Buffer.from(docx);
    corrupt.writeUInt32LE(0xfffffff0, corrupt.length - 6); // central directory offset past the end
    expect(zipEntryNames(corrupt)).toEqual([]);
    expect(sniffDocumentType(corrupt)).toBeNull();
  });
});

describe('file names', () => {
  it('keeps only a harmless label of what the uploader called the file', () => {
    expect(sanitiseFileLabel('../../x')).toBe('x');
    expect(sanitiseFileLabel('..\\..\\windows\\evil.pdf')).toBe('evil.pdf');
    expect(sanitiseFileLabel('/etc/passwd')).toBe('passwd');
    expect(sanitiseFileLabel('..')).toBe('document');
    expect(sanitiseFileLabel('a\u0000b\r\nc.pdf')).toBe('abc.pdf');
    expect(sanitiseFileLabel(undefined)).toBe('document');
    expect(sanitiseFileLabel(`${'a'.repeat(300)}.pdf`)).toHaveLength(200);
  });

  it('adds the real extension when the label does not match the type', () => {
    expect(downloadFileName('receipt.pdf', 'image/png')).toBe('receipt.pdf.png');
    expect(downloadFileName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(downloadFileName('x', 'application/pdf')).toBe('x.pdf');
  });

  it('writes a Content-Disposition no name can break', () => {
    expect(attachmentDisposition('a"b\\c;d.pdf')).toBe(
      `attachment; filename="a_b_c;d.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd.pdf`,
    );
    expect(attachmentDisposition("it's (1)*.pdf")).toBe(
      `attachment; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`,
    );
  });
});
