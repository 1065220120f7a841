import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../../core/scope';
import { assertStoredName, type DocumentStore } from './storage-contract';

/** Evidence bytes in <dataDir>/documents/<uuid>, owner-only (the embedded default, D30). */
export function localDocumentStore(dataDir: string): DocumentStore {
  const directory = path.join(dataDir, 'documents');
  const fileOf = (storedName: string) => {
    assertStoredName(storedName);
    return path.join(directory, storedName);
  };
  return {
    async put(bytes) {
      const storedName = randomUUID();
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const file = fileOf(storedName);
      try {
        await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
      } catch (error) {
        // A write that failed half-way (disk full) must not leave a partial file without a row;
        // EEXIST means the name is another document's file, which is not ours to remove.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(file, { force: true });
        throw error;
      }
      return storedName;
    },
    async get(storedName) {
      const file = fileOf(storedName);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound('documents.not_found.document_file');
      return { size: info.size, stream: createReadStream(file) };
    },
    async delete(storedName) {
      await rm(fileOf(storedName), { force: true });
    },
    async close() {},
  };
}
