import { type DocumentItem, documentSchema } from '@shared/contracts/documents';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '@shared/domain/documents';
import type { ErrorCode } from '@shared/domain/errors';
import { ApiError, NETWORK_ERROR } from './api-client';

/**
 * Uploads with progress. fetch() reports no upload progress in browsers, so this one request
 * goes through XMLHttpRequest; errors come back as the same ApiError that apiRequest throws.
 */
export function uploadFile(
  path: string,
  file: File,
  options: { field?: string; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<unknown> {
  const { field = 'file', onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100);
    });
    xhr.addEventListener('load', () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(payload);
        return;
      }
      const error = (payload as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
      const retryAfter = Number(xhr.getResponseHeader('Retry-After'));
      reject(
        new ApiError(
          xhr.status,
          typeof error?.code === 'string' ? error.code : 'http_error',
          typeof error?.message === 'string' ? error.message : '',
          undefined,
          retryAfter > 0 ? retryAfter : undefined,
        ),
      );
    });
    // The server may close the connection mid-body (a refused large file): no answer to read.
    xhr.addEventListener('error', () => reject(new ApiError(0, NETWORK_ERROR, '')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append(field, file, file.name);
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** POST /api/cases/:id/documents (multipart field "file"): the stored document, pending review. */
export async function uploadEvidence(
  caseId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<DocumentItem> {
  return documentSchema.parse(await uploadFile(`/api/cases/${caseId}/documents`, file, { onProgress }));
}

export const EVIDENCE_EXTENSIONS: string[] = Object.values(DOCUMENT_TYPES).flatMap((t) => [...t.extensions]);
export const EVIDENCE_TYPE_LABELS: string[] = Object.values(DOCUMENT_TYPES).map((t) => t.label);
/** For `<input accept>`: a hint to the picker, not a check (the server sniffs the bytes). */
export const EVIDENCE_ACCEPT = EVIDENCE_EXTENSIONS.join(',');

export type EvidenceFileProblem = 'type' | 'size';

/**
 * The checks made before sending, by name and size only: what the file really is, the server
 * decides from its bytes (D17), so a renamed program is refused there with its own message.
 */
export function evidenceFileProblem(file: File): EvidenceFileProblem | null {
  const name = file.name.toLowerCase();
  if (!EVIDENCE_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'type';
  if (file.size > MAX_DOCUMENT_BYTES) return 'size';
  return null;
}

/**
 * Why the server refused an upload, for readers of other languages: the server writes English,
 * so a known refusal (by its error code) is said in the reader's language and anything else
 * keeps the server's text.
 */
export type UploadRefusal =
  | 'type'
  | 'macros'
  | 'size'
  | 'caseDocuments'
  | 'caseStorage'
  | 'rate'
  | 'network'
  | 'other';

const REFUSAL_BY_CODE: Partial<Record<ErrorCode | typeof NETWORK_ERROR, UploadRefusal>> = {
  [NETWORK_ERROR]: 'network',
  document_has_macros: 'macros',
  unsupported_media_type: 'type',
  payload_too_large: 'size',
  case_document_limit: 'caseDocuments',
  case_storage_limit: 'caseStorage',
  rate_limited: 'rate',
};

export function uploadRefusal(error: unknown): UploadRefusal {
  if (!(error instanceof ApiError)) return 'other';
  const byCode = REFUSAL_BY_CODE[error.code as ErrorCode];
  if (byCode) return byCode;
  // A refusal from something in front of the API (a proxy's 413) carries no code of ours.
  if (error.status === 415) return 'type';
  if (error.status === 413) return 'size';
  if (error.status === 429) return 'rate';
  return 'other';
}

/**
 * The translation key (under `upload.` / `attach.`) of a server refusal said in the reader's
 * language; null when the server's own text is all there is.
 */
export function refusalKey(refusal: UploadRefusal, retryAfterSeconds: number | undefined): string | null {
  switch (refusal) {
    case 'type':
      return 'refusedType';
    case 'macros':
      return 'refusedMacros';
    case 'size':
      return 'tooLarge';
    case 'caseDocuments':
      return 'caseDocumentLimit';
    case 'caseStorage':
      return 'caseStorageLimit';
    case 'rate':
      return retryAfterSeconds ? 'rateLimited' : 'rateLimitedLater';
    default:
      return null;
  }
}
