import { count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/domain/errors';
import { getFirmSettings } from '../../core/firm-settings';
import type { Db } from '../../db/client';
import { cases, documents } from '../../db/schema';
import { consumeAttempt } from '../../lib/rate-limit';

/**
 * Issue 15: how many uploads one person may start in a window, whatever their outcome. A refused
 * upload costs the server as much reading as an accepted one, so every attempt counts.
 */
export const UPLOAD_RATE_LIMIT = { perPerson: 30, windowMs: 10 * 60_000 } as const;

/** 429 with Retry-After once the person has started more uploads than the window allows. */
export async function limitUploadRate(db: Db, userId: string): Promise<void> {
  const { perPerson, windowMs } = UPLOAD_RATE_LIMIT;
  await consumeAttempt(
    db,
    [{ key: `upload:user:${userId}`, limit: perPerson, windowMs }],
    'documents.too_many_uploads',
    { count: perPerson, window: { minutes: windowMs / 60_000 } },
  );
}

const MB = 1024 * 1024;
const inMb = (bytes: number) => Math.ceil((bytes / MB) * 10) / 10;

/**
 * Refuses an upload of `size` bytes that would take the case over the firm's quota (409: the
 * request is fine, the case is full; 413 stays "this file is too large"). Inside a transaction,
 * `lock` takes the case row first, so two uploads at the limit are counted one after the other
 * and cannot both pass. Without it, a cheap early answer before the body is read.
 */
export async function checkCaseQuota(db: Db, caseId: string, size: number, lock: boolean): Promise<void> {
  if (lock) {
    await db.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId)).for('no key update');
  }
  const settings = await getFirmSettings(db);
  const [used] = await db
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(documents)
    .where(eq(documents.caseId, caseId));
  const files = used?.files ?? 0;
  const bytes = Number(used?.bytes ?? 0);
  if (files + 1 > settings.caseMaxDocuments) {
    throw new AppError('case_document_limit', {
      key: 'documents.case_full',
      params: { count: settings.caseMaxDocuments },
    });
  }
  if (bytes + size > settings.caseMaxStorageMb * MB) {
    throw new AppError('case_storage_limit', {
      key: 'documents.case_storage_full',
      params: { limit: { megabytes: settings.caseMaxStorageMb }, used: { megabytes: Number(inMb(bytes)) } },
    });
  }
}
