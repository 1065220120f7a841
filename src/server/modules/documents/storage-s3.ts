import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../../config';
import { notFound } from '../../core/scope';
import { assertStoredName, type DocumentStore, StorageUnavailableError } from './storage-contract';

type S3Settings = Extract<StorageConfig, { driver: 's3' }>;

/** The keys sit under one prefix, so the bucket can hold other things (backups, exports) too. */
const keyOf = (storedName: string) => {
  assertStoredName(storedName);
  return `documents/${storedName}`;
};

type SdkError = { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };

/**
 * What may be logged of an SDK failure: its error name, network code and HTTP status. Not the
 * message or the error object, which carry request details we do not want in logs.
 */
function unavailable(operation: string, error: unknown): StorageUnavailableError {
  const e = (error ?? {}) as SdkError;
  const parts = [e.name, e.code, e.$metadata?.httpStatusCode && `HTTP ${e.$metadata.httpStatusCode}`];
  return new StorageUnavailableError(`S3 ${operation} failed: ${parts.filter(Boolean).join(', ')}`);
}

/** A missing object (not a missing bucket, which is a configuration fault). */
function isMissingObject(error: unknown): boolean {
  const e = (error ?? {}) as SdkError;
  return e.name === 'NoSuchKey' || (e.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket');
}

/**
 * The SDK takes about a second to load: it loads only when the S3 driver is configured, not at
 * every start of a server (or API test file) that keeps documents in a directory.
 */
const loadSdk = () => import('@aws-sdk/client-s3');

/** Evidence bytes in an S3-compatible bucket, so every server reads every document (D30, D125). */
export function s3DocumentStore(settings: S3Settings): DocumentStore {
  const ready = loadSdk().then((sdk) => ({ sdk, client: newClient(sdk, settings) }));
  // A failure to load surfaces on first use, as an unavailable store, not as an unhandled rejection.
  ready.catch(() => undefined);
  const bucket = settings.bucket;
  return {
    async put(bytes) {
      const storedName = randomUUID();
      try {
        const { sdk, client } = await ready;
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(storedName),
            Body: bytes,
            ContentLength: bytes.length,
          }),
        );
      } catch (error) {
        throw unavailable('put', error);
      }
      return storedName;
    },
    async get(storedName) {
      const key = keyOf(storedName);
      try {
        const { sdk, client } = await ready;
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        // In Node the body is the HTTP response itself: it streams to the client, never buffered.
        if (!(answer.Body instanceof Readable) || answer.ContentLength === undefined) {
          throw new Error('S3 answered without a body stream or a length');
        }
        return { size: answer.ContentLength, stream: answer.Body };
      } catch (error) {
        if (isMissingObject(error)) throw notFound('documents.not_found.document_file');
        throw unavailable('get', error);
      }
    },
    async delete(storedName) {
      try {
        const { sdk, client } = await ready;
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: keyOf(storedName) }));
      } catch (error) {
        if (isMissingObject(error)) return;
        throw unavailable('delete', error);
      }
    },
    async close() {
      const loaded = await ready.catch(() => undefined);
      loaded?.client.destroy();
    },
  };
}

function newClient(sdk: Awaited<ReturnType<typeof loadSdk>>, settings: S3Settings) {
  return new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
    // newer default trailers, and the row keeps its own SHA-256 of the bytes anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An endpoint that does not answer fails the request in seconds, not at the OS's TCP timeout.
    requestHandler: { connectionTimeout: 5_000 },
  });
}
