import { MAX_DOCUMENT_BYTES } from '@shared/domain/documents';
import { formatFileSize, formatMinutes } from '@web/lib/intl';
import { EVIDENCE_TYPE_LABELS, refusalKey } from '@web/lib/upload-file';
import type { UploadItem } from './api/use-evidence-uploads';
import { formatTypeList } from './formats';

type Translate = (key: string, params?: Record<string, string>) => string;

/**
 * What a refused file's row says. Refused here: our own words. Refused by the server: its
 * message for English readers; for others, a known refusal in their language (the server writes
 * English), and the server's text otherwise.
 */
export function refusalText(item: UploadItem, t: Translate, language: string): string {
  const max = formatFileSize(MAX_DOCUMENT_BYTES, language);
  const types = formatTypeList(EVIDENCE_TYPE_LABELS, language);
  if (item.problem === 'size') return t('upload.tooLarge', { max });
  if (item.problem === 'type') return t('upload.wrongType', { types });
  if (item.refusal === 'network') return t('upload.network');
  const message = item.serverMessage?.trim() ?? '';
  if (message && language.startsWith('en')) return message;
  const key = item.refusal ? refusalKey(item.refusal, item.retryAfterSeconds) : null;
  const wait = formatMinutes((item.retryAfterSeconds ?? 0) / 60, language);
  if (key) return t(`upload.${key}`, { types, max, wait });
  return message || t('upload.failed');
}
