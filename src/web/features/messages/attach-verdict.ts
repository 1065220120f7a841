import { MAX_DOCUMENT_BYTES } from '@shared/domain/documents';
import { ApiError } from '@web/lib/api-client';
import { formatMinutes } from '@web/lib/intl';
import {
  EVIDENCE_TYPE_LABELS,
  type EvidenceFileProblem,
  refusalKey,
  uploadRefusal,
} from '@web/lib/upload-file';

type Translate = (key: string, params?: Record<string, string>) => string;

const megabytes = (locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }).format(
    MAX_DOCUMENT_BYTES / (1024 * 1024),
  );
const typeList = (locale: string) =>
  new Intl.ListFormat(locale, { type: 'disjunction' }).format(EVIDENCE_TYPE_LABELS);

/**
 * Why an attachment was not added. Refused here: our own words. Refused by the server: its
 * message for English readers; for others a known refusal in their language (the server writes
 * English), and the server's text otherwise.
 */
export function attachRefusalText(
  cause: EvidenceFileProblem | unknown,
  t: Translate,
  language: string,
): string {
  if (cause === 'size') return t('attach.tooLarge', { max: megabytes(language) });
  if (cause === 'type') return t('attach.wrongType', { types: typeList(language) });
  const refusal = uploadRefusal(cause);
  if (refusal === 'network') return t('attach.network');
  const message = cause instanceof ApiError ? cause.message.trim() : '';
  if (message && language.startsWith('en')) return message;
  const retryAfterSeconds = cause instanceof ApiError ? cause.retryAfterSeconds : undefined;
  const key = refusalKey(refusal, retryAfterSeconds);
  if (key) {
    const wait = formatMinutes((retryAfterSeconds ?? 0) / 60, language);
    return t(`attach.${key}`, { types: typeList(language), max: megabytes(language), wait });
  }
  return message || t('attach.failed');
}
