import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/domain/errors';
import type { StorageConfig } from '../../config';
import type { DocumentStore } from './storage-contract';
import { StorageUnavailableError } from './storage-contract';
import { localDocumentStore } from './storage-local';
import { s3DocumentStore } from './storage-s3';

export type { DocumentStore } from './storage-contract';
export { localDocumentStore } from './storage-local';

/** Created once per server, from the configuration. */
export function createDocumentStore(storage: StorageConfig, dataDir: string): DocumentStore {
  return storage.driver === 's3' ? s3DocumentStore(storage) : localDocumentStore(dataDir);
}

/**
 * A store failure answers 503 in the one error shape, with the request id as the reference the
 * person can quote; the cause goes to the log under the same id. Anything else is rethrown.
 */
export function storageFailure(request: FastifyRequest, error: unknown): never {
  if (!(error instanceof StorageUnavailableError)) throw error;
  request.log.error({ err: error }, 'document storage failed');
  throw new AppError('unavailable', {
    key: 'documents.storage_unavailable',
    params: { reference: request.id },
  });
}
