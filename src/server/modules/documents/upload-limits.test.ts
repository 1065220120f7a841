import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settingsApplied } from '../../../../tests/support/approvals';
import { caseCast, type Person } from '../../../../tests/support/case-cast';
import { multipartFile, pdfOfSize, sampleFiles } from '../../../../tests/support/documents';
import { appPerFile, signIn } from '../../../../tests/support/test-app';
import { testDbKind } from '../../../../tests/support/test-db';
import { MAX_DOCUMENT_BYTES } from '../../../shared/domain/documents';
import { DEFAULT_FIRM_SETTINGS } from '../../../shared/domain/firm-settings';
import { documents } from '../../db/schema';
import { createCase, createDocument, createUser } from '../../seed/factories';
import { UPLOAD_RATE_LIMIT } from './upload-limits';

/** Issue 15 item 6: exact size limit, one file per request, no macros, per-case quota, upload rate. */
const t = appPerFile();
let admin: Person;
let deskId: string;
let documentsDir: string;

beforeAll(async () => {
  documentsDir = path.join(t.config.dataDir, 'documents');
  ({ admin, deskId } = await caseCast(t));
});

/** A client of their own with a case of their own: each test has its own upload budget and quota. */
async function clientWithCase(): Promise<{ client: Person; caseId: string }> {
  const user = await createUser(t.db, { role: 'client' });
  const client = { ...user, cookie: (await signIn(t.app, user.username, user.password!)).cookie! };
  const caseId = (await createCase(t.db, { clientId: client.id, deskId })).id;
  return { client, caseId };
}

/**
 * Sends a multipart body as a network would: in chunks of `chunk` bytes with a pause between
 * them (or all at once when 0), so the parser sees the file's last bytes arrive separately.
 */
function upload(who: Person, caseId: string, payload: Buffer, headers: Record<string, string>, chunk = 0) {
  const body =
    chunk === 0
      ? payload
      : Readable.from(
          (async function* () {
            for (let at = 0; at < payload.length; at += chunk) {
              yield payload.subarray(at, at + chunk);
              await new Promise((resolve) => setImmediate(resolve));
            }
          })(),
        );
  return t.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/documents`,
    payload: body as never,
    headers: { ...headers, cookie: who.cookie },
  });
}
const uploadFile = (who: Person, caseId: string, name: string, bytes: Buffer, contentType?: string) => {
  const { payload, headers } = multipartFile(name, bytes, { contentType });
  return upload(who, caseId, payload, headers);
};
const storedFiles = () => (existsSync(documentsDir) ? readdirSync(documentsDir).sort() : []);
const caseDocuments = async (caseId: string) =>
  (await t.db.select({ n: count() }).from(documents).where(eq(documents.caseId, caseId)))[0]!.n;
const saveSettings = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: { cookie: admin.cookie } });

afterEach(async () => {
  const { caseMaxDocuments, caseMaxStorageMb } = DEFAULT_FIRM_SETTINGS;
  await settingsApplied(t, admin.cookie, { caseMaxDocuments, caseMaxStorageMb });
});

describe('the 10 MB limit', () => {
  it('refuses 10 MB + 1 byte twenty times in a row with 413, however the body arrives, and stores nothing', async () => {
    const { client, caseId } = await clientWithCase();
    const files = storedFiles();
    const { payload, headers } = multipartFile('statement.pdf', pdfOfSize(MAX_DOCUMENT_BYTES + 1));
    // Whole, in 64 KiB network-sized chunks, and in chunks that end exactly at the limit.
    const limitChunk = payload.indexOf('%PDF') + MAX_DOCUMENT_BYTES;
    const deliveries = [0, 64 * 1024, 16 * 1024, limitChunk];
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await upload(client, caseId, payload, headers, deliveries[i % deliveries.length]);
      statuses.push(response.statusCode);
      expect(response.json().error).toMatchObject({
        code: 'payload_too_large',
        message: expect.stringContaining('10 MB'),
      });
    }
    expect(statuses).toEqual(Array(20).fill(413));
    expect(await caseDocuments(caseId)).toBe(0);
    expect(storedFiles()).toEqual(files);
  });

  it('accepts exactly 10 MB delivered in chunks, whole and with the hash of every byte', async () => {
    const { client, caseId } = await clientWithCase();
    const bytes = pdfOfSize(MAX_DOCUMENT_BYTES);
    const { payload, headers } = multipartFile('statement.pdf', bytes);
    const response = await upload(client, caseId, payload, headers, 64 * 1024);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      size: MAX_DOCUMENT_BYTES,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  });
});

describe('one file per request', () => {
  it('refuses two files in one request with 400 and a message, storing neither', async () => {
    const { client, caseId } = await clientWithCase();
    const files = storedFiles();
    const boundary = '----recourse-two-files';
    const part = (name: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([
      part('first.pdf', sampleFiles.pdf()),
      part('second.pdf', sampleFiles.pdf()),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const response = await upload(client, caseId, payload, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      message: expect.stringContaining('one file per upload'),
      fields: { file: 'Send one file per upload.' },
    });
    expect(await caseDocuments(caseId)).toBe(0);
    expect(storedFiles()).toEqual(files);
  });
});

describe('Office files with macros', () => {
  it.each([
    ['a DOCX carrying word/vbaProject.bin', 'contract.docx', sampleFiles.docxWithMacros(), undefined],
    [
      'a DOCM, sent with its content type',
      'contract.docm',
      sampleFiles.docm(),
      'application/vnd.ms-word.document.macroEnabled.12',
    ],
    [
      'a DOCM named .docx whose VBA part was renamed',
      'contract.docx',
      sampleFiles.docmRenamedPart(),
      undefined,
    ],
    [
      'a Word 97–2003 file with a Macros storage',
      'letter.doc',
      sampleFiles.oleDoc(true),
      'application/msword',
    ],
  ])('refuses %s with 415 and stores nothing', async (_what, name, bytes, contentType) => {
    const { client, caseId } = await clientWithCase();
    const files = storedFiles();
    const response = await uploadFile(client, caseId, name, bytes, contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'document_has_macros',
      message: expect.stringContaining('contains macros'),
    });
    expect(await caseDocuments(caseId)).toBe(0);
    expect(storedFiles()).toEqual(files);
  });

  it('still accepts a Word 97–2003 file without macros that mentions them in its text', async () => {
    const { client, caseId } = await clientWithCase();
    const response = await uploadFile(client, caseId, 'letter.doc', sampleFiles.oleDoc(false));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().mimeType).toBe('application/msword');
  });
});

describe('the per-case quota (firm settings)', () => {
  it('refuses the file after the most documents a case may hold with 409, and stores nothing', async () => {
    const { client, caseId } = await clientWithCase();
    await settingsApplied(t, admin.cookie, { caseMaxDocuments: 2 });
    for (const name of ['one.pdf', 'two.pdf']) {
      expect((await uploadFile(client, caseId, name, sampleFiles.pdf())).statusCode).toBe(201);
    }
    const files = storedFiles();
    const response = await uploadFile(client, caseId, 'three.pdf', sampleFiles.pdf());
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'case_document_limit',
      message:
        'This case already holds 2 documents, the most one case can hold. Please contact your legal team if you need to send more.',
    });
    expect(await caseDocuments(caseId)).toBe(2);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses a file that would take the case over its storage allowance with 409', async () => {
    const { client, caseId } = await clientWithCase();
    await settingsApplied(t, admin.cookie, { caseMaxStorageMb: 10 });
    const sixMb = pdfOfSize(6 * 1024 * 1024);
    expect((await uploadFile(client, caseId, 'six.pdf', sixMb)).statusCode).toBe(201);
    const files = storedFiles();
    const response = await uploadFile(client, caseId, 'five.pdf', pdfOfSize(5 * 1024 * 1024));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'case_storage_limit',
      message:
        "This file would take the case's documents over 10 MB, the most one case can hold (6 MB are used). Please contact your legal team if you need to send more.",
    });
    expect(await caseDocuments(caseId)).toBe(1);
    expect(storedFiles()).toEqual(files);
    // What still fits is accepted.
    expect((await uploadFile(client, caseId, 'four.pdf', pdfOfSize(4 * 1024 * 1024))).statusCode).toBe(201);
  });

  it(`lets only one of several parallel uploads take the last place (${testDbKind})`, async () => {
    const { client, caseId } = await clientWithCase();
    await settingsApplied(t, admin.cookie, { caseMaxDocuments: 3 });
    for (let i = 0; i < 2; i++) await createDocument(t.db, { caseId, uploadedBy: client.id });
    const files = storedFiles();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => uploadFile(client, caseId, `parallel-${i}.pdf`, sampleFiles.pdf())),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await caseDocuments(caseId)).toBe(3);
    expect(storedFiles()).toHaveLength(files.length + 1);
  });

  it('validates the two settings: whole numbers in a sane range', async () => {
    const bad = await saveSettings({ caseMaxDocuments: 0, caseMaxStorageMb: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      caseMaxDocuments: 'Must be at least 1',
      caseMaxStorageMb: 'Must be at least 10',
    });
    const tooBig = await saveSettings({ caseMaxDocuments: 2.5, caseMaxStorageMb: 100_001 });
    expect(tooBig.json().error.fields).toEqual({
      caseMaxDocuments: 'Use a whole number',
      caseMaxStorageMb: 'Enter at most 100,000',
    });
    const settings = await t.app.inject({ url: '/api/admin/settings', headers: { cookie: admin.cookie } });
    expect(settings.json()).toMatchObject({ caseMaxDocuments: 200, caseMaxStorageMb: 500 });
  });
});

describe('the per-person upload rate', () => {
  it(`lets ${UPLOAD_RATE_LIMIT.perPerson} parallel uploads through and answers the rest 429 with Retry-After (${testDbKind})`, async () => {
    const { client, caseId } = await clientWithCase();
    const extra = 5;
    const responses = await Promise.all(
      Array.from({ length: UPLOAD_RATE_LIMIT.perPerson + extra }, (_, i) =>
        uploadFile(client, caseId, `burst-${i}.pdf`, sampleFiles.pdf()),
      ),
    );
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(UPLOAD_RATE_LIMIT.perPerson);
    expect(refused).toHaveLength(extra);
    for (const response of refused) {
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(UPLOAD_RATE_LIMIT.windowMs / 1000);
      expect(response.json().error).toEqual({
        code: 'rate_limited',
        message: expect.stringMatching(
          /^You have sent 30 files in the last 10 minutes, the most we accept\. Please wait \d+ minutes? and try again\.$/,
        ),
      });
    }
    expect(await caseDocuments(caseId)).toBe(UPLOAD_RATE_LIMIT.perPerson);
    // Another person is not held back by this one's uploads.
    const other = await clientWithCase();
    expect((await uploadFile(other.client, other.caseId, 'mine.pdf', sampleFiles.pdf())).statusCode).toBe(
      201,
    );
  });
});
