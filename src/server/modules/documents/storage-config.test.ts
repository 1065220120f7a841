import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

/** D30/D125: the storage variables, checked at start with the variable named. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-storage-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env });

describe('document storage configuration', () => {
  it('keeps documents in the data directory unless told otherwise', () => {
    expect(load({}).storage).toEqual({ driver: 'local' });
  });

  it('reads the S3 settings, with us-east-1 and virtual-hosted style by default', () => {
    expect(load({ STORAGE_DRIVER: 's3', S3_BUCKET: 'evidence' }).storage).toEqual({
      driver: 's3',
      bucket: 'evidence',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      load({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'evidence',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'evidence',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('refuses to start with S3 and no bucket, naming S3_BUCKET', () => {
    expect(() => load({ STORAGE_DRIVER: 's3' })).toThrow(ConfigError);
    expect(() => load({ STORAGE_DRIVER: 's3', S3_BUCKET: ' ' })).toThrow(
      /S3_BUCKET: required when STORAGE_DRIVER=s3/,
    );
  });

  it('refuses a key id without its secret and the reverse, and never echoes the secret', () => {
    expect(() => load({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set/,
    );
    let message = '';
    try {
      load({ STORAGE_DRIVER: 's3', S3_SECRET_ACCESS_KEY: 'hunter2-secret' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('S3_BUCKET');
    expect(message).toContain('S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set');
    expect(message).not.toContain('hunter2-secret');
  });

  it('refuses an unknown driver, a malformed endpoint and a path-style value other than true/false', () => {
    expect(() => load({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER: use local or s3/);
    expect(() => load({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be a full URL/,
    );
    expect(() => load({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE: use true or false/,
    );
  });
});
