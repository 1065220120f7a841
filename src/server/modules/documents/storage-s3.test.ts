import { existsSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseCast, type Person } from '../../../../tests/support/case-cast';
import { multipartFile, sampleFiles } from '../../../../tests/support/documents';
import { type S3Server, startS3Server } from '../../../../tests/support/s3-server';
import { freePort } from '../../../../tests/support/smtp';
import { buildTestApp, type TestApp } from '../../../../tests/support/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Actor } from '../../core/actor';
import { SCREEN_LANGUAGE_HEADER } from '../../core/messages';
import { documents } from '../../db/schema';
import { createDocument } from '../../seed/factories';
import { uploadDocument } from './service';
import { createDocumentStore } from './storage';

/**
 * D30/D125: the S3 driver against a real S3-compatible server (s3rver) on loopback, through the
 * real API. What the bucket holds is read with an S3 client of the test's own, not the driver.
 */
let s3: S3Server;
let bucket: S3Client;
let t: TestApp;
let client: Person;
let otherClient: Person;
let lawyer: Person;
let caseId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  t = await buildTestApp(s3.env);
  ({ client, otherClient, lawyer, caseId } = await caseCast(t));
});
afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3?.stop();
});

const keysInBucket = async () => {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
};
const objectBytes = async (key: string) => {
  const answer = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await answer.Body!.transformToByteArray());
};
const upload = (app: FastifyInstance, who: Person, fileName: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile(fileName, bytes);
  return app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/documents`,
    payload,
    headers: { ...headers, cookie: who.cookie },
  });
};
const download = (app: FastifyInstance, who: Person, docId: string, headers: Record<string, string> = {}) =>
  app.inject({
    url: `/api/cases/${caseId}/documents/${docId}/download`,
    headers: { ...headers, cookie: who.cookie },
  });
const documentCount = async () =>
  (await t.db.select({ n: count() }).from(documents).where(eq(documents.caseId, caseId)))[0]!.n;

describe('the S3 driver', () => {
  it('keeps an upload in the bucket, not on disk, and downloads the same bytes to every reader', async () => {
    const bytes = sampleFiles.pdf();
    const before = await keysInBucket();
    const response = await upload(t.app, client, 'statement.pdf', bytes);
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const [row] = await t.db.select().from(documents).where(eq(documents.id, id));
    const key = `documents/${row!.storedName}`;
    expect(await keysInBucket()).toEqual([...before, key].sort());
    expect((await objectBytes(key)).equals(bytes)).toBe(true);
    expect(existsSync(path.join(t.config.dataDir, 'documents'))).toBe(false);

    for (const reader of [client, lawyer]) {
      const answer = await download(t.app, reader, id);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-length']).toBe(String(bytes.length));
      expect(answer.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('downloads a 10 MB file whole, byte for byte', async () => {
    const bytes = Buffer.alloc(10 * 1024 * 1024, 0x20);
    sampleFiles.pdf().copy(bytes);
    bytes.write('%%EOF\n', bytes.length - 6);
    const response = await upload(t.app, client, 'large.pdf', bytes);
    expect(response.statusCode).toBe(201);
    const answer = await download(t.app, client, (response.json() as { id: string }).id);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(bytes)).toBe(true);
  });

  it('removes the object again when the database refuses the document', async () => {
    // The other client acting on this case passes no scope check: the transaction fails after the put.
    const actor: Actor = {
      ...otherClient,
      hasPassword: true,
      stage: 'complete',
      verifiedAt: new Date(),
      sessionId: 'test',
    };
    const store = createDocumentStore(t.config.storage, t.config.dataDir);
    const before = await keysInBucket();
    await expect(
      uploadDocument({
        db: t.db,
        actor,
        caseId,
        fileName: 'x.pdf',
        bytes: sampleFiles.pdf(),
        store,
        request: { actorId: otherClient.id, actorRole: 'client', ip: null, requestId: null },
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await keysInBucket()).toEqual(before);
    await store.close();
  });

  it('deletes an object from the server; its download is then a clean 404', async () => {
    const store = createDocumentStore(t.config.storage, t.config.dataDir);
    const row = await createDocument(t.db, { caseId, uploadedBy: client.id, store });
    const key = `documents/${row.storedName}`;
    expect(await keysInBucket()).toContain(key);
    expect((await download(t.app, client, row.id)).statusCode).toBe(200);

    await store.delete(row.storedName);
    expect(await keysInBucket()).not.toContain(key);
    await expect(bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).rejects.toMatchObject({
      name: 'NoSuchKey',
    });
    expect((await download(t.app, client, row.id)).statusCode).toBe(404);
    // Deleting what is already gone is not an error (a retried clean-up).
    await expect(store.delete(row.storedName)).resolves.toBeUndefined();
    await store.close();
  });

  it("answers a missing object with 404 documents.not_found.document_file in the reader's language", async () => {
    // A row whose object never reached the bucket (a restore that missed it, a hand-deleted object).
    const row = await createDocument(t.db, { caseId, uploadedBy: client.id });
    const german = await download(t.app, client, row.id, { [SCREEN_LANGUAGE_HEADER]: 'de' });
    expect(german.statusCode).toBe(404);
    expect(german.json()).toEqual({
      error: { code: 'not_found', message: 'Die Datei dieses Dokuments wurde nicht gefunden.' },
    });
    const english = await download(t.app, client, row.id);
    expect(english.json()).toEqual({
      error: { code: 'not_found', message: 'The file of this document was not found.' },
    });
  });
});

/**
 * A second server on the same database and data directory (so the same sessions), whose store
 * settings are wrong; its log is captured to check what it says and what it does not.
 */
async function serverWith(env: Record<string, string>) {
  const lines: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.config.dataDir,
    LOG_LEVEL: 'info',
    ...s3.env,
    ...env,
  });
  const app = await buildApp({
    config,
    database: t.database,
    serveWeb: false,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await app.ready();
  return { app, log: () => lines.join('\n') };
}

describe('a store that cannot be used', () => {
  const wrongSecret = 'wrong-secret-Zq81vLx0pPq7';

  it('answers wrong credentials with 503 and a reference, logs why under it, and never the secret', async () => {
    const good = await upload(t.app, client, 'kept.pdf', sampleFiles.pdf());
    const goodId = (good.json() as { id: string }).id;
    // s3rver checks the key id, not SigV4 signatures: a wrong pair is refused by its key id.
    const { app, log } = await serverWith({
      S3_ACCESS_KEY_ID: 'AKIAWRONGKEY0000',
      S3_SECRET_ACCESS_KEY: wrongSecret,
    });
    try {
      const before = await documentCount();
      const refused = await upload(app, client, 'statement.pdf', sampleFiles.pdf());
      expect(refused.statusCode).toBe(503);
      const requestId = refused.headers['x-request-id'] as string;
      expect(refused.json()).toEqual({
        error: {
          code: 'unavailable',
          message: `Documents cannot be stored or read at the moment. Please try again later; if it keeps happening, quote reference ${requestId}.`,
        },
      });
      expect(await documentCount()).toBe(before);

      const unreadable = await download(app, client, goodId, { [SCREEN_LANGUAGE_HEADER]: 'it' });
      expect(unreadable.statusCode).toBe(503);
      expect((unreadable.json() as { error: { message: string } }).error.message).toContain(
        'Al momento non è possibile',
      );

      const entries = log()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; err?: { message?: string } });
      const failure = entries.find((e) => e.reqId === requestId && e.msg === 'document storage failed');
      expect(failure?.err?.message).toMatch(/^S3 put failed: InvalidAccessKeyId, HTTP 403$/);
      expect(log()).not.toContain(wrongSecret);
    } finally {
      await app.close();
    }
  });

  it('answers an endpoint nobody listens on with 503, and stores no document', async () => {
    const port = await freePort();
    const { app, log } = await serverWith({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_SECRET_ACCESS_KEY: wrongSecret,
    });
    try {
      const before = await documentCount();
      const refused = await upload(app, client, 'statement.pdf', sampleFiles.pdf());
      expect(refused.statusCode).toBe(503);
      expect((refused.json() as { error: { code: string } }).error.code).toBe('unavailable');
      expect(await documentCount()).toBe(before);
      expect(log()).toContain('S3 put failed');
      expect(log()).toContain('ECONNREFUSED');
      expect(log()).not.toContain(wrongSecret);
    } finally {
      await app.close();
    }
  });

  it('answers a bucket that does not exist with 503, not with "document not found"', async () => {
    const good = await upload(t.app, client, 'kept.pdf', sampleFiles.pdf());
    const { app, log } = await serverWith({ S3_BUCKET: 'no-such-bucket' });
    try {
      const answer = await download(app, client, (good.json() as { id: string }).id);
      expect(answer.statusCode).toBe(503);
      expect(log()).toContain('S3 get failed: NoSuchBucket, HTTP 404');
    } finally {
      await app.close();
    }
  });
});
