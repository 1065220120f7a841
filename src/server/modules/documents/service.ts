import { createHash } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  DocumentItem,
  documentListQuerySchema,
  reviewDocumentRequestSchema,
} from '../../../shared/contracts/documents';
import { DOCUMENT_TYPES } from '../../../shared/domain/documents';
import { AppError } from '../../../shared/domain/errors';
import type { Actor } from '../../core/actor';
import { type AuditedCall, type MailingCall, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import { caseParticipantIds, findCaseInScope, type ScopedCase } from '../../core/case-team';
import { emailLabel, notesBlock, portalLink } from '../../core/emails';
import { notify } from '../../core/notify';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { documents, users } from '../../db/schema';
import { offsetOf } from '../../lib/typed-routes';
import { toDocumentItem } from './document-item';
import { sanitiseFileLabel } from './file-names';
import { hasMacros } from './macros';
import { sniffDocumentType } from './sniff';
import type { DocumentStore } from './storage';
import { checkCaseQuota } from './upload-limits';

const ACCEPTED = Object.values(DOCUMENT_TYPES)
  .map((t) => t.label)
  .join(', ');

async function loadDocuments(db: Db, where: ReturnType<typeof and>, limit: number, offset = 0) {
  const rows = await db
    .select({
      d: documents,
      uploader: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role },
    })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(where)
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ d, uploader }) => toDocumentItem(d, uploader));
}

async function documentItem(db: Db, id: string): Promise<DocumentItem> {
  const [item] = await loadDocuments(db, and(eq(documents.id, id)), 1);
  if (!item) throw notFound('documents.not_found.document');
  return item;
}

/** A document of a case the actor may see; a document of another case is not found (404). */
export async function findDocumentInScope(db: Db, actor: Actor, caseId: string, docId: string) {
  const theCase = await findCaseInScope(db, actor, caseId);
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, docId), eq(documents.caseId, theCase.id)));
  if (!row) throw notFound('documents.not_found.document');
  return { theCase, document: row };
}

export async function listDocuments(args: {
  db: Db;
  actor: Actor;
  caseId: string;
  query: z.output<typeof documentListQuerySchema>;
}) {
  const { db, query } = args;
  const theCase = await findCaseInScope(db, args.actor, args.caseId);
  const where = eq(documents.caseId, theCase.id);
  const [list, [total]] = await Promise.all([
    loadDocuments(db, and(where), query.limit, offsetOf(query)),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  return { documents: list, total: total?.n ?? 0, page: query.page, limit: query.limit };
}

/**
 * Stores an evidence file (D17). The type comes from the bytes; anything outside the allow-list,
 * and a Word file carrying macros (issue 15), is refused with 415. The bytes are written first,
 * then the row in one transaction that holds the case's quota, with the timeline event and audit
 * entry; if that transaction fails (a full case included) the bytes are removed again.
 */
export async function uploadDocument(
  args: AuditedCall & {
    caseId: string;
    fileName: string | undefined;
    bytes: Buffer;
    store: DocumentStore;
  },
): Promise<DocumentItem> {
  const { actor, bytes } = args;
  if (bytes.length === 0) {
    throw new AppError('validation_failed', 'documents.empty', { file: 'documents.empty' });
  }
  const mimeType = sniffDocumentType(bytes);
  if (!mimeType) {
    throw new AppError('unsupported_media_type', {
      key: 'documents.type_not_accepted',
      params: { types: ACCEPTED },
    });
  }
  if (hasMacros(bytes, mimeType)) {
    throw new AppError('document_has_macros', 'documents.macros');
  }
  const name = sanitiseFileLabel(args.fileName);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const storedName = await args.store.put(bytes);
  try {
    return await args.db.transaction(async (tx) => {
      const theCase = await findCaseInScope(tx, actor, args.caseId);
      await checkCaseQuota(tx, theCase.id, bytes.length, true);
      const [row] = await tx
        .insert(documents)
        .values({
          caseId: theCase.id,
          uploadedBy: actor.id,
          originalName: name,
          storedName,
          mimeType,
          sizeBytes: bytes.length,
          sha256,
        })
        .returning({ id: documents.id });
      const facts = { documentId: row!.id, name, mimeType, size: bytes.length, sha256 };
      await addCaseEvent(tx, {
        caseId: theCase.id,
        actorId: actor.id,
        kind: 'document_uploaded',
        data: facts,
      });
      await writeAudit(tx, args.request, {
        action: 'document.uploaded',
        entity: 'document',
        entityId: row!.id,
        after: { caseId: theCase.id, ...facts },
      });
      await announceDocuments(tx, theCase);
      return documentItem(tx, row!.id);
    });
  } catch (error) {
    // The refusal is what the caller needs to hear; a store that fails this clean-up as well
    // leaves bytes no row points at, which nothing can download.
    await args.store.delete(storedName).catch(() => undefined);
    throw error;
  }
}

async function announceDocuments(tx: Db, theCase: ScopedCase) {
  await publishEvent(tx, {
    type: 'list-changed',
    list: 'documents',
    caseId: theCase.id,
    audience: { userIds: await caseParticipantIds(tx, theCase) },
  });
}

/**
 * The case team verifies or rejects a document; the client sees the outcome on the timeline and
 * is told in the app and by email, with the note when there is one.
 */
export async function reviewDocument(
  args: MailingCall & {
    caseId: string;
    docId: string;
    input: z.output<typeof reviewDocumentRequestSchema>;
  },
): Promise<DocumentItem> {
  const { actor, input } = args;
  const note = input.note ? input.note : null;
  return args.db.transaction(async (tx) => {
    const { theCase, document } = await findDocumentInScope(tx, actor, args.caseId, args.docId);
    await tx
      .update(documents)
      .set({ status: input.status, reviewNote: note, reviewedBy: actor.id, reviewedAt: new Date() })
      .where(eq(documents.id, document.id));
    await addCaseEvent(tx, {
      caseId: theCase.id,
      actorId: actor.id,
      kind: 'document_reviewed',
      notes: note,
      data: { documentId: document.id, name: document.originalName, status: input.status },
    });
    await writeAudit(tx, args.request, {
      action: 'document.reviewed',
      entity: 'document',
      entityId: document.id,
      before: { status: document.status, reviewNote: document.reviewNote },
      after: { status: input.status, reviewNote: note },
    });
    await notify(tx, {
      userId: theCase.clientId,
      kind: 'document_reviewed',
      params: { reference: theCase.reference, name: document.originalName, status: input.status },
      caseId: theCase.id,
      email: {
        mail: args.mail,
        template: 'document_reviewed',
        params: (language) => ({
          reference: theCase.reference,
          name: document.originalName,
          status: emailLabel(language, `document_status.${input.status}`),
          notesBlock: notesBlock(language, note),
          link: portalLink(args.mail, '/client-dashboard'),
        }),
      },
    });
    await announceDocuments(tx, theCase);
    return documentItem(tx, document.id);
  });
}
