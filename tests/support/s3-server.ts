import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3Server = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The STORAGE_DRIVER / S3_* variables a server process needs to use this server. */
  env: Record<string, string>;
  /** The directory s3rver keeps objects in (tests look here to see an object is really gone). */
  directory: string;
  stop(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) in this process, on loopback with an ephemeral port, its
 * objects in a fresh temp directory, one bucket created. s3rver knows one access key id (S3RVER)
 * and refuses any other with 403 InvalidAccessKeyId; it does not verify SigV4 signatures, so a
 * wrong secret alone is not noticed here.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'recourse-s3-'));
  const bucket = 'recourse-documents';
  const region = 'us-east-1';
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Path-style only: a bucket sub-domain of 127.0.0.1 does not resolve.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    directory,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
