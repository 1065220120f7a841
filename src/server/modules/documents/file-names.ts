import { DOCUMENT_TYPES, type DocumentMimeType } from '../../../shared/domain/documents';
import { withoutBidiControls } from '../../../shared/domain/file-names';

const MAX_LABEL_LENGTH = 200;

/**
 * The uploader's file name, kept only as a label (the bytes are stored under a generated name):
 * no directories (so "../../x" becomes "x"), no control characters (direction controls included,
 * issue 31), a sane length.
 */
export function sanitiseFileLabel(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = withoutBidiControls(base.replace(/[\u0000-\u001f\u007f]/g, '')).trim();
  const label = clean.replace(/^\.+/, '').slice(-MAX_LABEL_LENGTH).trim();
  return label === '' ? 'document' : label;
}

/** The label with an extension that matches what the file really is, so it opens in the right program. */
export function downloadFileName(label: string, mimeType: string): string {
  const type = DOCUMENT_TYPES[mimeType as DocumentMimeType];
  if (!type) return label;
  const lower = label.toLowerCase();
  return type.extensions.some((ext) => lower.endsWith(ext)) ? label : `${label}${type.extensions[0]}`;
}
