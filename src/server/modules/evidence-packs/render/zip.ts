import { createHash } from 'node:crypto';
import { type Zippable, zipSync } from 'fflate';
import { safeFileName, uniqueNamer } from './zip-names';

export type EvidenceZipInput = {
  pdfName: string;
  pdf: Uint8Array;
  documents: Array<{ name: string; bytes: Uint8Array; sha256: string }>;
  generatedAt: Date;
};

const SUMS_NAME = 'SHA256SUMS.txt';
const DOCUMENTS_FOLDER = 'documents/';

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The evidence pack as one ZIP: the PDF at the root, the case's original documents under
 * documents/, and SHA256SUMS.txt, which `sha256sum -c SHA256SUMS.txt` checks after extraction.
 * Files are stored, not recompressed: PDFs and photos barely shrink, and the bytes in the
 * archive are then the very bytes the fingerprints were taken of.
 *
 * A document whose bytes do not hash to the SHA-256 on file is refused rather than packed: the
 * PDF prints the recorded value, and handing over a copy that contradicts it would undermine the
 * whole pack. The caller should report it as a storage fault.
 */
export function buildEvidenceZip(input: EvidenceZipInput): Uint8Array {
  // Unix as the system of origin, with plain read/write permissions: Info-ZIP's unzip then takes
  // the UTF-8 names as they are, where for an MS-DOS origin it mangles "Überweisung" into CP437.
  const options = { level: 0 as const, mtime: input.generatedAt, os: 3, attrs: 0o100644 << 16 };
  const pdfName = uniqueNamer([SUMS_NAME])(safeFileName(input.pdfName, 'evidence-pack.pdf'));
  const files: Zippable = { [pdfName]: [input.pdf, options] };
  const sums = [`${sha256Hex(input.pdf)}  ${pdfName}`];

  const nameInFolder = uniqueNamer();
  input.documents.forEach((document, index) => {
    const actual = sha256Hex(document.bytes);
    if (actual !== document.sha256.trim().toLowerCase()) {
      throw new Error(
        `Document ${index + 1} of the evidence pack does not match its recorded SHA-256 (recorded ${document.sha256}, actual ${actual})`,
      );
    }
    const path = DOCUMENTS_FOLDER + nameInFolder(safeFileName(document.name, `document-${index + 1}`));
    files[path] = [document.bytes, options];
    sums.push(`${actual}  ${path}`);
  });

  files[SUMS_NAME] = [new TextEncoder().encode(`${sums.join('\n')}\n`), options];
  return zipSync(files);
}
