import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CaseRating } from '../../../shared/contracts/public-site';
import { AppError } from '../../../shared/domain/errors';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { notFound } from '../../core/scope';
import { cases } from '../../db/schema';

/**
 * POST /api/client/cases/{caseId}/rating: the case's own client rates it once, after it is
 * completed, with an optional comment. Ratings feed the public average (D5), so one cannot be changed or given again
 * afterwards. No timeline event: no existing kind fits, and the audit row records it.
 */
export async function rateCase(
  args: AuditedCall & {
    caseId: string;
    rating: number;
    comment: string | null;
  },
): Promise<CaseRating> {
  return args.db.transaction(async (tx) => {
    // Scoped in the query: another client's case is simply not found (D21).
    const [row] = await tx
      .select({ id: cases.id, phase: cases.phase, clientRating: cases.clientRating })
      .from(cases)
      .where(and(eq(cases.id, args.caseId), eq(cases.clientId, args.actor.id)))
      .for('update');
    if (!row) throw notFound('common.not_found.case');
    if (row.phase !== 'completed') {
      throw new AppError('conflict', 'cases.rate_when_completed');
    }
    if (row.clientRating !== null) {
      throw new AppError('conflict', 'cases.already_rated');
    }
    const [rated] = await tx
      .update(cases)
      .set({
        clientRating: args.rating,
        ratingComment: args.comment,
        ratedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(cases.id, row.id), isNull(cases.clientRating)))
      .returning({ ratedAt: cases.ratedAt });
    await writeAudit(tx, args.request, {
      action: 'case.rated',
      entity: 'case',
      entityId: row.id,
      // The comment's words stay out of the append-only audit trail (they may be personal, D13).
      after: { rating: args.rating, ...(args.comment ? { commented: true } : {}) },
    });
    return {
      caseId: row.id,
      rating: args.rating,
      comment: args.comment,
      ratedAt: rated!.ratedAt!.toISOString(),
    };
  });
}
