import type { EvidencePack } from '../../../shared/contracts/evidence-packs';
import type { evidencePacks } from '../../db/schema';

/** A pack as the API answers it: its addressee, language, what was shared and both fingerprints. */
export function toEvidencePack(
  row: typeof evidencePacks.$inferSelect,
  author: { firstName: string; lastName: string } | null,
): EvidencePack {
  return {
    id: row.id,
    addresseeKind: row.addresseeKind,
    addresseeName: row.addresseeName,
    addresseeReference: row.addresseeReference,
    language: row.language,
    shared: row.shared,
    pdfSha256: row.pdfSha256,
    pdfBytes: row.pdfBytes,
    zipSha256: row.zipSha256,
    zipBytes: row.zipBytes,
    createdBy: author ? `${author.firstName} ${author.lastName}` : null,
    createdAt: row.createdAt.toISOString(),
  };
}
