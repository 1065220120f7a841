import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { LawyerDocument, lawyerDocumentQuerySchema } from '../../../shared/contracts/insights-lawyer';
import type { Actor } from '../../core/actor';
import { fullName } from '../../core/person-name';
import type { Db } from '../../db/client';
import { cases, documents, users } from '../../db/schema';
import { offsetOf } from '../../lib/typed-routes';
import { toDocumentItem } from './document-item';

const client = alias(users, 'client');
const uploader = alias(users, 'uploader');

/**
 * GET /api/lawyer/documents: the evidence of every case assigned to the caller (D21, scoped in
 * the query), newest first with the id as tie-breaker. The planner walks the lawyer's cases
 * (cases_lawyer_idx) into documents_case_created_idx, so the firm's size does not matter.
 */
export async function listLawyerDocuments(
  db: Db,
  actor: Actor,
  query: z.output<typeof lawyerDocumentQuerySchema>,
): Promise<{ documents: LawyerDocument[]; total: number; page: number; limit: number }> {
  const where = and(
    eq(cases.lawyerId, actor.id),
    query.status ? eq(documents.status, query.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        d: documents,
        caseReference: cases.reference,
        caseTitle: cases.title,
        caseFraudType: cases.fraudType,
        clientName: fullName(client),
        uploader: {
          id: uploader.id,
          firstName: uploader.firstName,
          lastName: uploader.lastName,
          role: uploader.role,
        },
      })
      .from(documents)
      .innerJoin(cases, eq(cases.id, documents.caseId))
      .innerJoin(client, eq(client.id, cases.clientId))
      .leftJoin(uploader, eq(uploader.id, documents.uploadedBy))
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(documents).innerJoin(cases, eq(cases.id, documents.caseId)).where(where),
  ]);
  return {
    documents: rows.map(({ d, ...row }) => ({
      ...toDocumentItem(d, row.uploader),
      caseReference: row.caseReference,
      caseTitle: row.caseTitle,
      caseFraudType: row.caseFraudType,
      clientName: row.clientName,
    })),
    total: counted?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
