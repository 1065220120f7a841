import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../../../../tests/support/documents';
import { type S3Server, startS3Server } from '../../../../tests/support/s3-server';
import {
  ensureBuilt,
  type ServerProcess,
  startServer,
  stopServer,
  waitReady,
} from '../../../../tests/support/server-process';

/**
 * D30/D125 at the level an operator meets it: the built server (dist/server/main.js) refuses to
 * start on an incomplete S3 configuration, naming the variable, and on a complete one keeps an
 * upload made over HTTP in the bucket.
 */
const dirs: string[] = [];
const servers: ServerProcess[] = [];
let s3: S3Server;

beforeAll(async () => {
  await ensureBuilt();
  s3 = await startS3Server();
}, 300_000);
afterAll(async () => {
  for (const server of servers) await stopServer(server);
  await s3?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recourse-storage-proc-'));
  dirs.push(dir);
  return dir;
};

describe('the server process and its document store', () => {
  it('refuses to start with STORAGE_DRIVER=s3 and no bucket, saying which variable is missing', async () => {
    const { S3_BUCKET: _omitted, ...withoutBucket } = s3.env;
    const server = await startServer({ DATA_DIR: dataDir(), ...withoutBucket });
    servers.push(server);
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain('S3_BUCKET: required when STORAGE_DRIVER=s3');
  });

  it('starts with the S3 driver and keeps an upload in the bucket, serving the same bytes back', async () => {
    const dir = dataDir();
    const server = await startServer({ DATA_DIR: dir, ...s3.env });
    servers.push(server);
    await waitReady(server);
    // The demo client of the first-run seed (README's demo sign-ins; clients have no second step).
    const login = await fetch(server.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'clara.schmidt', password: 'Demo-Client-2026' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => /recourse_session=./.test(c))!;
    const dashboard = await fetch(server.url('/api/client/dashboard'), { headers: { cookie } });
    const caseId = ((await dashboard.json()) as { case: { id: string } }).case.id;

    const bytes = sampleFiles.pdf();
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'statement.pdf');
    const uploaded = await fetch(server.url(`/api/cases/${caseId}/documents`), {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };

    const downloaded = await fetch(server.url(`/api/cases/${caseId}/documents/${id}/download`), {
      headers: { cookie },
    });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(bytes)).toBe(true);
    expect(existsSync(path.join(dir, 'documents'))).toBe(false);
    const bucket = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'documents/' }));
    bucket.destroy();
    expect(listed.Contents?.length).toBe(1);
    // A first start migrates and seeds PGlite, which takes tens of seconds on a busy machine.
  }, 180_000);
});
