import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { CreateEvidencePackRequest, EvidencePack } from '../../../shared/contracts/evidence-packs';
import { AppError } from '../../../shared/domain/errors';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { addCaseEvent } from '../../core/case-events';
import { findCaseInScope, publishCaseListChanged } from '../../core/case-team';
import { getFirmSettings } from '../../core/firm-settings';
import { evidencePacks, users } from '../../db/schema';
import type { DocumentStore } from '../documents';
import { packInput } from './pack-input';
import { readPackRecords } from './pack-records';
import { toEvidencePack } from './pack-row';
import { renderEvidencePdf } from './render/pdf';
import { buildEvidenceZip } from './render/zip';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A document's bytes; one whose bytes are gone stops the pack with its name, never a bare 404. */
async function bytesOf(store: DocumentStore, key: string, name: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await buffer((await store.get(key)).stream));
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      throw new AppError('conflict', { key: 'evidence-packs.document_missing', params: { name } });
    }
    throw error;
  }
}

/**
 * One action (issue 21 item 4): the PDF in the addressee's language and the ZIP with it and the
 * original documents, both kept in the document store exactly as handed over. Their SHA-256 go to
 * the case's timeline and the audit log in the transaction that records the pack, so a copy the
 * bank produces later can be checked. If that transaction fails, the stored bytes are removed.
 */
export async function generateEvidencePack(
  args: AuditedCall & { caseId: string; input: CreateEvidencePackRequest; store: DocumentStore; now?: Date },
): Promise<EvidencePack> {
  const { db, actor, input, store } = args;
  const theCase = await findCaseInScope(db, actor, args.caseId);
  const now = args.now ?? new Date();
  const [records, settings] = await Promise.all([readPackRecords(db, theCase.id), getFirmSettings(db)]);
  const preparedBy = `${actor.firstName} ${actor.lastName}`;
  const pdf = await renderEvidencePdf(
    packInput({ records, request: input, firm: settings.firmProfile, preparedBy, now }),
  );
  const originals = await Promise.all(
    records.documents.map(async (d) => ({
      name: d.originalName,
      sha256: d.sha256,
      bytes: await bytesOf(store, d.storedName, d.originalName),
    })),
  );
  const pdfName = `evidence-pack-${theCase.reference}-${now.toISOString().slice(0, 10)}.pdf`;
  let zip: Uint8Array;
  try {
    zip = buildEvidenceZip({ pdfName, pdf, documents: originals, generatedAt: now });
  } catch {
    // A stored file no longer matching its recorded SHA-256 is never packed under that hash.
    throw new AppError('conflict', 'evidence-packs.document_changed');
  }
  const [pdfKey, zipKey] = [await store.put(Buffer.from(pdf)), await store.put(Buffer.from(zip))];
  const facts = {
    addresseeKind: input.addresseeKind,
    addresseeName: input.addresseeName,
    addresseeReference: input.addresseeReference ?? null,
    language: input.language,
    shared: input.share,
    pdfSha256: sha256(pdf),
    pdfBytes: pdf.length,
    zipSha256: sha256(zip),
    zipBytes: zip.length,
  };
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(evidencePacks)
        .values({ ...facts, caseId: theCase.id, pdfKey, zipKey, createdBy: actor.id, createdAt: now })
        .returning();
      const data = { packId: created!.id, ...facts };
      // Staff-only: where the firm sends a client's file is its strategy; the lawyer tells the client.
      const notes = `${input.addresseeName} · SHA-256 ${facts.pdfSha256}`;
      await addCaseEvent(tx, {
        caseId: theCase.id,
        actorId: actor.id,
        kind: 'evidence_pack_generated',
        clientVisible: false,
        notes,
        data,
      });
      await writeAudit(tx, args.request, {
        action: 'evidence_pack.generated',
        entity: 'case',
        entityId: theCase.id,
        after: data,
      });
      await publishCaseListChanged(tx, theCase, 'timeline');
      return created!;
    });
    const [author] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, actor.id));
    return toEvidencePack(row, author ?? null);
  } catch (error) {
    await Promise.all([store.delete(pdfKey), store.delete(zipKey)]).catch(() => undefined);
    throw error;
  }
}
