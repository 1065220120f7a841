import { describe, expect, it } from 'vitest';
import { sampleFiles, zipOf } from '../../../../tests/support/documents';
import { hasMacros } from './macros';
import { sniffDocumentType } from './sniff';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('hasMacros (issue 15)', () => {
  it('finds a VBA project in a DOCX, a DOCM, and a DOCM whose VBA part was renamed (content types deflated)', () => {
    for (const bytes of [sampleFiles.docxWithMacros(), sampleFiles.docm(), sampleFiles.docmRenamedPart()]) {
      // Each still is a Word document by its bytes: the macro check is what refuses it.
      expect(sniffDocumentType(bytes)).toBe(DOCX);
      expect(hasMacros(bytes, DOCX)).toBe(true);
    }
  });

  it('finds a vbaProject.bin in any folder and any letter case', () => {
    const bytes = zipOf({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document/>',
      'customXml/VBAPROJECT.BIN': 'x',
    });
    expect(hasMacros(bytes, DOCX)).toBe(true);
  });

  it('leaves a plain DOCX, a PDF and images alone', () => {
    expect(hasMacros(sampleFiles.docx(), DOCX)).toBe(false);
    expect(hasMacros(sampleFiles.pdf(), 'application/pdf')).toBe(false);
    expect(hasMacros(sampleFiles.png(), 'image/png')).toBe(false);
  });

  it('finds the Macros storage of a Word 97–2003 file, not the word "Macros" in its text', () => {
    expect(sniffDocumentType(sampleFiles.oleDoc(true))).toBe('application/msword');
    expect(hasMacros(sampleFiles.oleDoc(true), 'application/msword')).toBe(true);
    expect(hasMacros(sampleFiles.oleDoc(false), 'application/msword')).toBe(false);
    expect(hasMacros(sampleFiles.doc(), 'application/msword')).toBe(false);
  });
});
