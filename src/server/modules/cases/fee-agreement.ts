import { and, eq } from 'drizzle-orm';
import { feeAgreementDocument } from '../../../shared/content/fee-agreement';
import type {
  AcceptFeeAgreementRequest,
  FeeAgreement,
  FeeAgreementAccepted,
} from '../../../shared/contracts/cases-fee-agreement';
import { AppError, type Message } from '../../../shared/domain/errors';
import { FEE_AGREEMENT_VERSION, isClientsFullName } from '../../../shared/domain/fee-agreement';
import type { Language } from '../../../shared/domain/languages';
import type { Actor } from '../../core/actor';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { addCaseEvent } from '../../core/case-events';
import { publishCaseListChanged } from '../../core/case-team';
import { caseScope, notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { cases, feeAgreements } from '../../db/schema';
import { acceptedFeeAgreementText, feeAgreementSha256 } from './fee-agreement-text';

type AcceptanceRow = typeof feeAgreements.$inferSelect;

const MAX_USER_AGENT = 500;

function acceptanceOf(row: AcceptanceRow) {
  return {
    version: row.version,
    language: row.language,
    signedName: row.signedName,
    acceptedAt: row.acceptedAt.toISOString(),
    textSha256: row.textSha256,
  };
}

/** A case in the actor's scope (D21) with its acceptance, if any; otherwise 404. */
async function caseWithAcceptance(db: Db, actor: Actor, caseId: string) {
  const [row] = await db
    .select({
      id: cases.id,
      reference: cases.reference,
      feeRateBps: cases.feeRateBps,
      acceptance: feeAgreements,
    })
    .from(cases)
    .leftJoin(feeAgreements, eq(feeAgreements.caseId, cases.id))
    .where(and(eq(cases.id, caseId), caseScope(actor)));
  if (!row) throw notFound('common.not_found.case');
  return row;
}

/**
 * GET /api/cases/{id}/fee-agreement. Before acceptance: the current version in the requested
 * language (default: the caller's). After: the very text that was accepted, whatever is asked.
 */
export async function loadFeeAgreement(
  db: Db,
  actor: Actor,
  caseId: string,
  language?: Language,
): Promise<FeeAgreement> {
  const row = await caseWithAcceptance(db, actor, caseId);
  const accepted = row.acceptance;
  if (accepted) {
    return {
      caseId: row.id,
      version: accepted.version,
      language: accepted.language,
      ...acceptedFeeAgreementText(accepted.version, accepted.language, row.feeRateBps),
      textSha256: accepted.textSha256,
      feeRateBps: row.feeRateBps,
      accepted: acceptanceOf(accepted),
    };
  }
  const shown = language ?? actor.language;
  return {
    caseId: row.id,
    version: FEE_AGREEMENT_VERSION,
    language: shown,
    ...feeAgreementDocument(FEE_AGREEMENT_VERSION, shown, row.feeRateBps),
    textSha256: feeAgreementSha256(FEE_AGREEMENT_VERSION, shown, row.feeRateBps),
    feeRateBps: row.feeRateBps,
    accepted: null,
  };
}

/**
 * POST /api/cases/{id}/fee-agreement: the case's own client accepts the current text, once.
 * Stored with the text's SHA-256, the typed name, the IP address and browser; on the timeline,
 * in the audit trail (without the name) and announced to the case's screens.
 */
export async function acceptFeeAgreement(
  args: AuditedCall & {
    caseId: string;
    input: AcceptFeeAgreementRequest;
    userAgent: string | null;
  },
): Promise<FeeAgreementAccepted> {
  const { actor, input } = args;
  return args.db.transaction(async (tx) => {
    // Only the client's own case (scoped in the query; anyone else's is not found), locked so
    // two submissions at once cannot both pass the check below.
    const [theCase] = await tx
      .select()
      .from(cases)
      .where(and(eq(cases.id, args.caseId), eq(cases.clientId, actor.id)))
      .for('update');
    if (!theCase) throw notFound('common.not_found.case');
    const [existing] = await tx.select().from(feeAgreements).where(eq(feeAgreements.caseId, theCase.id));
    if (existing) {
      throw new AppError('conflict', 'cases.fee.already_accepted');
    }
    const textSha256 = feeAgreementSha256(FEE_AGREEMENT_VERSION, input.language, theCase.feeRateBps);
    if (input.version !== FEE_AGREEMENT_VERSION || input.textSha256 !== textSha256) {
      throw new AppError('agreement_changed', 'cases.fee.agreement_changed');
    }
    if (!isClientsFullName(input.fullName, actor.firstName, actor.lastName)) {
      const message: Message = {
        key: 'cases.fee.name_mismatch',
        params: { name: `${actor.firstName} ${actor.lastName}` },
      };
      throw new AppError('validation_failed', message, { fullName: message });
    }
    const [row] = await tx
      .insert(feeAgreements)
      .values({
        caseId: theCase.id,
        clientId: actor.id,
        version: FEE_AGREEMENT_VERSION,
        language: input.language,
        textSha256,
        signedName: input.fullName.replace(/\s+/g, ' '),
        ip: args.request.ip,
        userAgent: args.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      })
      .returning();
    await addCaseEvent(tx, {
      caseId: theCase.id,
      actorId: actor.id,
      kind: 'fee_agreement_accepted',
      clientVisible: true,
      data: { version: FEE_AGREEMENT_VERSION, language: input.language },
    });
    // The typed name stays out of the append-only audit trail: erasure (D13) must reach it.
    await writeAudit(tx, args.request, {
      action: 'case.fee_agreement_accepted',
      entity: 'case',
      entityId: theCase.id,
      after: { version: FEE_AGREEMENT_VERSION, language: input.language, textSha256 },
    });
    await publishCaseListChanged(tx, theCase, 'cases');
    return { caseId: theCase.id, ...acceptanceOf(row!) };
  });
}

/** The accepted agreement of a case in scope, for its printable record; 404 until accepted. */
export async function acceptedFeeAgreementRecord(db: Db, actor: Actor, caseId: string) {
  const row = await caseWithAcceptance(db, actor, caseId);
  const accepted = row.acceptance;
  if (!accepted) {
    throw new AppError('not_found', 'cases.fee.not_accepted_yet');
  }
  return {
    reference: row.reference,
    acceptance: accepted,
    text: acceptedFeeAgreementText(accepted.version, accepted.language, row.feeRateBps),
  };
}
