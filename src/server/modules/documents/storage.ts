import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../../core/scope';

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Evidence bytes live in <dataDir>/documents/<uuid>. The name is generated here, never taken
 * from the uploader, so no file name can point anywhere else (D17).
 */
export function documentPath(dataDir: string, storedName: string): string {
  // Defence in depth: only names this module generates are ever joined to the directory.
  if (!STORED_NAME.test(storedName)) throw new Error(`refusing stored document name ${storedName}`);
  return path.join(dataDir, 'documents', storedName);
}

/** Writes new bytes under a fresh generated name (owner-only permissions); returns the name. */
export async function storeDocumentBytes(dataDir: string, bytes: Buffer): Promise<string> {
  const storedName = randomUUID();
  await mkdir(path.join(dataDir, 'documents'), { recursive: true, mode: 0o700 });
  const file = documentPath(dataDir, storedName);
  try {
    await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // A write that failed half-way (disk full) must not leave a partial file without a row;
    // EEXIST means the name is another document's file, which is not ours to remove.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(file, { force: true });
    throw error;
  }
  return storedName;
}

export async function removeDocumentBytes(dataDir: string, storedName: string): Promise<void> {
  await rm(documentPath(dataDir, storedName), { force: true });
}

/** A read stream of stored bytes and their size; a file missing on disk is reported as not found. */
export async function openDocumentBytes(dataDir: string, storedName: string) {
  const file = documentPath(dataDir, storedName);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound('not_found.document_file');
  return { size: info.size, stream: createReadStream(file) };
}
