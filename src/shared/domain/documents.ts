/** Evidence files (D17): what the server accepts, shared so the upload form says the same thing. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The types accepted, by what the bytes are (sniffed on the server), never by the file name. */
export const DOCUMENT_TYPES = {
  'application/pdf': { label: 'PDF', extensions: ['.pdf'] },
  'image/jpeg': { label: 'JPG', extensions: ['.jpg', '.jpeg'] },
  'image/png': { label: 'PNG', extensions: ['.png'] },
  'application/msword': { label: 'DOC', extensions: ['.doc'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    label: 'DOCX',
    extensions: ['.docx'],
  },
} as const;
export type DocumentMimeType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_MIME_TYPES = Object.keys(DOCUMENT_TYPES) as DocumentMimeType[];

export const DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_REVIEW_STATUSES = ['verified', 'rejected'] as const;
