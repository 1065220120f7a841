import { DOCUMENT_TYPES, type DocumentMimeType } from '../../../shared/domain/documents';

const MAX_LABEL_LENGTH = 200;

/**
 * The uploader's file name, kept only as a label (the bytes are stored under a generated name):
 * no directories (so "../../x" becomes "x"), no control characters, a sane length.
 */
export function sanitiseFileLabel(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
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

/**
 * Content-Disposition for a download: a plain-ASCII `filename` for old clients and the exact
 * name in `filename*` (RFC 5987/6266), so no quote, semicolon or line break can break the header.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
