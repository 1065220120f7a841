import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseCast, type Person } from '../../../../tests/support/case-cast';
import { multipartFile, pdfOfSize, sampleFiles } from '../../../../tests/support/documents';
import { appPerFile } from '../../../../tests/support/test-app';
import { MAX_DOCUMENT_BYTES } from '../../../shared/domain/documents';
import type { Actor } from '../../core/actor';
import { auditLog, caseEvents, documents, notifications, outboxEmails } from '../../db/schema';
import { createCase } from '../../seed/factories';
import { uploadDocument } from './service';
import { localDocumentStore } from './storage';

const t = appPerFile();
let client: Person;
let clientB: Person;
let lawyer: Person;
let lawyerOther: Person;
let manager: Person;
let managerOther: Person;
let admin: Person;
let caseId: string;
let caseB: string;
let documentsDir: string;

beforeAll(async () => {
  documentsDir = path.join(t.config.dataDir, 'documents');
  ({
    client,
    otherClient: clientB,
    lawyer,
    lawyerOther,
    manager,
    managerOther,
    admin,
    caseId,
    otherCaseId: caseB,
  } = await caseCast(t));
});

const upload = (who: Person, fileName: string, bytes: Buffer, id = caseId, field?: string) => {
  const { payload, headers } = multipartFile(fileName, bytes, { field });
  return t.app.inject({
    method: 'POST',
    url: `/api/cases/${id}/documents`,
    payload,
    headers: { ...headers, cookie: who.cookie },
  });
};
const list = (who: Person, id = caseId, query = '') =>
  t.app.inject({ url: `/api/cases/${id}/documents${query}`, headers: { cookie: who.cookie } });
const download = (who: Person, docId: string, id = caseId) =>
  t.app.inject({ url: `/api/cases/${id}/documents/${docId}/download`, headers: { cookie: who.cookie } });
const review = (who: Person, docId: string, payload: Record<string, unknown>, id = caseId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/cases/${id}/documents/${docId}/review`,
    payload,
    headers: { cookie: who.cookie },
  });
const storedFiles = () => (existsSync(documentsDir) ? readdirSync(documentsDir).sort() : []);
const documentCount = async () => (await t.db.select({ n: count() }).from(documents))[0]!.n;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('POST /api/cases/:id/documents', () => {
  it('stores a PDF under a generated name with its hash, on the timeline and in the audit trail', async () => {
    const bytes = sampleFiles.pdf();
    const response = await upload(client, 'bank statement.pdf', bytes);
    expect(response.statusCode).toBe(201);
    const doc = response.json();
    expect(doc).toEqual({
      id: expect.any(String),
      caseId,
      name: 'bank statement.pdf',
      mimeType: 'application/pdf',
      size: bytes.length,
      sha256: sha256(bytes),
      status: 'pending',
      reviewNote: null,
      reviewedAt: null,
      uploadedBy: { id: client.id, name: `${client.firstName} ${client.lastName}`, role: 'client' },
      createdAt: expect.any(String),
    });
    const [row] = await t.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row!.storedName).toMatch(/^[0-9a-f-]{36}$/);
    expect(readFileSync(path.join(documentsDir, row!.storedName))).toEqual(bytes);

    const [event] = await t.db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.kind, 'document_uploaded')));
    expect(event).toMatchObject({ clientVisible: true, actorId: client.id, data: { documentId: doc.id } });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, doc.id));
    expect(audit).toMatchObject({ action: 'document.uploaded', entity: 'document', actorId: client.id });
  });

  it('detects the type from the bytes: a ".pdf" with PNG bytes is stored as a PNG', async () => {
    const response = await upload(client, 'receipt.pdf', sampleFiles.png());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'receipt.pdf', mimeType: 'image/png' });
  });

  it.each([
    ['scan.jpg', 'image/jpeg', sampleFiles.jpeg()],
    ['letter.doc', 'application/msword', sampleFiles.doc()],
    [
      'contract.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      sampleFiles.docx(),
    ],
  ])('accepts %s as %s', async (name, mimeType, bytes) => {
    const response = await upload(lawyer, name, bytes);
    expect(response.statusCode).toBe(201);
    expect(response.json().mimeType).toBe(mimeType);
  });

  it.each([
    ['an ELF executable renamed .pdf', 'evidence.pdf', sampleFiles.elf()],
    ['a Windows executable renamed .pdf', 'invoice.pdf', sampleFiles.exe()],
    ['a ZIP archive named .docx', 'contract.docx', sampleFiles.zip()],
    ['HTML named .png', 'photo.png', Buffer.from('<html><script>alert(1)</script></html>')],
  ])('refuses %s with 415 and keeps nothing', async (_what, name, bytes) => {
    const [files, rows] = [storedFiles(), await documentCount()];
    const response = await upload(client, name, bytes);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatchObject({
      code: 'unsupported_media_type',
      message: expect.stringContaining('PDF, JPG, PNG, DOC, DOCX'),
    });
    expect(storedFiles()).toEqual(files);
    expect(await documentCount()).toBe(rows);
  });

  it('accepts exactly 10 MB', async () => {
    const response = await upload(client, 'large.pdf', pdfOfSize(MAX_DOCUMENT_BYTES));
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(10 * 1024 * 1024);
  });

  it('refuses 10 MB + 1 byte with 413 and keeps nothing', async () => {
    const [files, rows] = [storedFiles(), await documentCount()];
    const response = await upload(client, 'too-large.pdf', pdfOfSize(MAX_DOCUMENT_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'payload_too_large',
      message: expect.stringContaining('10 MB'),
    });
    expect(storedFiles()).toEqual(files);
    expect(await documentCount()).toBe(rows);
  });

  it('keeps a "../../x" file name only as a harmless label', async () => {
    const before = storedFiles();
    // A name of our own, so no file of another program can stand where it points.
    const name = `x-${randomUUID()}`;
    const response = await upload(client, `../../${name}`, sampleFiles.pdf());
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe(name);
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing was written where the name pointed.
    expect(existsSync(path.resolve(documentsDir, '../..', name))).toBe(false);
    expect(existsSync(path.resolve(t.config.dataDir, name))).toBe(false);
  });

  it('answers 400 with a field message when there is no file, the field is wrong or the file is empty', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      payload: { file: 'not a file' },
      headers: { cookie: client.cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.fields.file).toEqual(expect.any(String));

    const wrongField = await upload(client, 'a.pdf', sampleFiles.pdf(), caseId, 'attachment');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields.file).toEqual(expect.any(String));

    const empty = await upload(client, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.file).toBe('The file is empty.');
  });

  it('answers 400 to a malformed multipart body and keeps nothing', async () => {
    const files = storedFiles();
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data', cookie: client.cookie },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error.code).toBe('bad_request');

    const { payload, headers } = multipartFile('cut.pdf', sampleFiles.pdf());
    const truncated = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      payload: payload.subarray(0, payload.length - 20),
      headers: { ...headers, cookie: client.cookie },
    });
    expect(truncated.statusCode).toBe(400);
    expect(storedFiles()).toEqual(files);
  });

  it('removes the stored bytes when the database transaction fails', async () => {
    // Client B acting on client A's case gets past no scope check: the transaction fails after the write.
    const actor: Actor = {
      ...clientB,
      hasPassword: true,
      stage: 'complete',
      verifiedAt: new Date(),
      sessionId: 'test',
    };
    const before = storedFiles();
    await expect(
      uploadDocument({
        db: t.db,
        actor,
        caseId,
        fileName: 'x.pdf',
        bytes: sampleFiles.pdf(),
        store: localDocumentStore(t.config.dataDir),
        request: { actorId: clientB.id, actorRole: 'client', ip: null, requestId: null },
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(storedFiles()).toEqual(before);
  });
});

describe('GET /api/cases/:id/documents', () => {
  it('lists the case documents newest first, paginated', async () => {
    const theCase = await createCase(t.db, { clientId: client.id, lawyerId: lawyer.id });
    for (const name of ['one.pdf', 'two.pdf', 'three.pdf']) {
      expect((await upload(client, name, sampleFiles.pdf(), theCase.id)).statusCode).toBe(201);
    }
    const page1 = (await list(lawyer, theCase.id, '?limit=2')).json();
    const page2 = (await list(lawyer, theCase.id, '?limit=2&page=2')).json();
    expect(page1).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect([...page1.documents, ...page2.documents].map((d: { name: string }) => d.name)).toEqual([
      'three.pdf',
      'two.pdf',
      'one.pdf',
    ]);
    const bad = await list(lawyer, theCase.id, '?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.page).toEqual(expect.any(String));
  });
});

describe('GET /api/cases/:id/documents/:docId/download', () => {
  it('sends the bytes as an attachment with the sniffed type, nosniff and an RFC 5987 file name', async () => {
    const bytes = sampleFiles.png();
    const doc = (await upload(client, 'Überweisung März; Kopie.pdf', bytes)).json();
    const response = await download(lawyer, doc.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The label keeps the client's words; the extension says what the file really is.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_berweisung M_rz; Kopie.pdf.png"; filename*=UTF-8''%C3%9Cberweisung%20M%C3%A4rz%3B%20Kopie.pdf.png`,
    );
    expect(response.rawPayload).toEqual(bytes);
  });

  it('lets the client, the desk manager and an admin download too', async () => {
    const doc = (await upload(lawyer, 'court-order.pdf', sampleFiles.pdf())).json();
    for (const who of [client, manager, admin]) {
      const response = await download(who, doc.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain("filename*=UTF-8''court-order.pdf");
    }
  });
});

describe('PUT /api/cases/:id/documents/:docId/review', () => {
  it('verifies a document, puts it on the timeline and tells the client in the app and by email', async () => {
    const doc = (await upload(client, 'passport.jpg', sampleFiles.jpeg())).json();
    const response = await review(lawyer, doc.id, { status: 'verified' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: doc.id, status: 'verified', reviewNote: null });
    expect(response.json().reviewedAt).toEqual(expect.any(String));

    const [event] = await t.db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.kind, 'document_reviewed')));
    expect(event).toMatchObject({ clientVisible: true, data: { documentId: doc.id, status: 'verified' } });
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.kind, 'document_reviewed')));
    expect(inApp.at(-1)).toMatchObject({ caseId, params: { name: 'passport.jpg', status: 'verified' } });
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, client.id));
    const mail = mails.find((m) => m.template === 'document_reviewed')!;
    expect(mail.textBody).toContain('has been marked as verified.');
    expect(mail.textBody).not.toContain('Note from your lawyer');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, doc.id), eq(auditLog.action, 'document.reviewed')));
    expect(audit).toMatchObject({ before: { status: 'pending' }, after: { status: 'verified' } });
  });

  it('requires a note to reject, and sends the note to the client', async () => {
    const doc = (await upload(client, 'blurry.png', sampleFiles.png())).json();
    const missing = await review(lawyer, doc.id, { status: 'rejected' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.note).toBe('Tell the client why the document was rejected');
    const invalid = await review(lawyer, doc.id, { status: 'lost' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.status).toEqual(expect.any(String));

    const note = 'The photo is too blurry to read the IBAN. Costs $0 to resend.';
    const response = await review(manager, doc.id, { status: 'rejected', note });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reviewNote: note });
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, client.id));
    const mail = mails.filter((m) => m.template === 'document_reviewed').at(-1)!;
    expect(mail.textBody).toContain('has been marked as rejected.');
    expect(mail.textBody).toContain(`Note from your lawyer:\n${note}`);
  });

  it('is refused to a client (403), and a lawyer not on the case or a manager of another desk gets 404', async () => {
    const doc = (await upload(client, 'id-card.pdf', sampleFiles.pdf())).json();
    expect((await review(client, doc.id, { status: 'verified' })).statusCode).toBe(403);
    expect((await review(lawyerOther, doc.id, { status: 'verified' })).statusCode).toBe(404);
    expect((await review(managerOther, doc.id, { status: 'verified' })).statusCode).toBe(404);
    expect((await list(client)).json().documents.find((d: { id: string }) => d.id === doc.id).status).toBe(
      'pending',
    );
  });
});

describe("client A using client B's case and document ids", () => {
  it('gets 404 everywhere and changes nothing', async () => {
    const bDoc = (await upload(clientB, 'b-statement.pdf', sampleFiles.pdf(), caseB)).json();
    const [files, rows] = [storedFiles(), await documentCount()];

    expect((await upload(client, 'sneaky.pdf', sampleFiles.pdf(), caseB)).statusCode).toBe(404);
    expect((await list(client, caseB)).statusCode).toBe(404);
    expect((await download(client, bDoc.id, caseB)).statusCode).toBe(404);
    // B's document under A's own case id is not found either.
    expect((await download(client, bDoc.id, caseId)).statusCode).toBe(404);
    // Even A's lawyer cannot reach B's document through A's case.
    expect((await review(lawyer, bDoc.id, { status: 'verified' }, caseId)).statusCode).toBe(404);
    for (const outsider of [lawyerOther, managerOther]) {
      expect((await list(outsider)).statusCode).toBe(404);
      expect((await upload(outsider, 'x.pdf', sampleFiles.pdf())).statusCode).toBe(404);
    }

    expect(storedFiles()).toEqual(files);
    expect(await documentCount()).toBe(rows);
    const [still] = await t.db.select().from(documents).where(eq(documents.id, bDoc.id));
    expect(still).toMatchObject({ status: 'pending', reviewedBy: null });
  });
});
