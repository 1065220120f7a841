import type { DocumentMimeType } from '../../../shared/domain/documents';
import { zipEntries } from './zip';

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** OLE2 compound file: Word 97–2003 (.doc). Other OLE2 files share it; the allow-list accepts them as DOC. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * What the bytes are (D17), by their signature and never by the name or the browser's claim.
 * Null for anything outside the allow-list (executables, archives, HTML, …).
 */
export function sniffDocumentType(bytes: Buffer): DocumentMimeType | null {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, OLE2)) return 'application/msword';
  if (startsWith(bytes, ZIP) && isWordprocessingZip(bytes)) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}

/** A DOCX is a ZIP whose entries include [Content_Types].xml and the word/ part. */
function isWordprocessingZip(bytes: Buffer): boolean {
  const names = zipEntryNames(bytes);
  return names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'));
}

/** The entry names of a ZIP's central directory; none for a malformed archive. */
export function zipEntryNames(bytes: Buffer): string[] {
  return zipEntries(bytes).map((entry) => entry.name);
}
