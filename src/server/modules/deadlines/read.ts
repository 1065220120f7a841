import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DeadlineOutcome } from '../../../shared/contracts/deadlines';
import { computeDeadlines, type PaymentDeadline } from '../../../shared/domain/deadlines';
import { getFirmSettings } from '../../core/firm-settings';
import { fullNameOrNull } from '../../core/person-name';
import type { Db } from '../../db/client';
import { cases, deadlineClosures, schemePayments, users } from '../../db/schema';

/** A deadline as the server reads it: the case and payment it belongs to, and its closure if any. */
export type DeadlineRecord = {
  theCase: { id: string; reference: string; lawyerId: string | null; deskId: string | null };
  payment: {
    id: string;
    paidOn: string;
    amountCents: number;
    currency: string;
    method: typeof schemePayments.$inferSelect.method;
    cardNetwork: typeof schemePayments.$inferSelect.cardNetwork;
  };
  deadline: PaymentDeadline;
  closure: { outcome: DeadlineOutcome; reason: string; closedBy: string | null; closedAt: Date } | null;
};

/** The day a deadline counts from: UTC, as the deadlines themselves are (domain/deadlines/dates). */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Every deadline of every live payment of the cases `where` selects (a condition on `cases` only,
 * the caller's scope included), computed from the firm's rules and the client's country, with
 * its closure; soonest first. `payments` counts the live payments, so an empty list can say why.
 */
export async function readDeadlines(
  db: Db,
  where: SQL | undefined,
  today: string,
): Promise<{ payments: number; deadlines: DeadlineRecord[] }> {
  const [rows, closures, settings] = await Promise.all([
    db
      .select({
        caseId: cases.id,
        reference: cases.reference,
        lawyerId: cases.lawyerId,
        deskId: cases.deskId,
        clientCountry: users.country,
        id: schemePayments.id,
        paidOn: schemePayments.paidOn,
        amountCents: schemePayments.amountCents,
        currency: schemePayments.currency,
        method: schemePayments.method,
        cardNetwork: schemePayments.cardNetwork,
      })
      .from(schemePayments)
      .innerJoin(cases, eq(cases.id, schemePayments.caseId))
      .innerJoin(users, eq(users.id, cases.clientId))
      .where(and(where, isNull(schemePayments.removedAt)))
      .orderBy(asc(schemePayments.paidOn), asc(schemePayments.createdAt)),
    db
      .select({ c: deadlineClosures, closedBy: fullNameOrNull(users) })
      .from(deadlineClosures)
      .innerJoin(cases, eq(cases.id, deadlineClosures.caseId))
      .leftJoin(users, eq(users.id, deadlineClosures.closedBy))
      .where(where),
    getFirmSettings(db),
  ]);
  const closed = new Map(
    closures.map(({ c, closedBy }) => [`${c.paymentId}|${c.ruleId}`, { ...c, closedBy }]),
  );
  const deadlines = rows.flatMap((row): DeadlineRecord[] => {
    const theCase = { id: row.caseId, reference: row.reference, lawyerId: row.lawyerId, deskId: row.deskId };
    const payment = {
      id: row.id,
      paidOn: row.paidOn,
      amountCents: row.amountCents,
      currency: row.currency,
      method: row.method,
      cardNetwork: row.cardNetwork,
    };
    return computeDeadlines(
      settings.deadlineRules,
      { ...payment, clientCountry: row.clientCountry },
      today,
    ).map((deadline) => {
      const c = closed.get(`${payment.id}|${deadline.ruleId}`);
      const closure = c
        ? { outcome: c.outcome, reason: c.reason, closedBy: c.closedBy, closedAt: c.closedAt }
        : null;
      return { theCase, payment, deadline, closure };
    });
  });
  deadlines.sort(
    (a, b) =>
      a.deadline.dueOn.localeCompare(b.deadline.dueOn) ||
      a.theCase.reference.localeCompare(b.theCase.reference) ||
      a.payment.paidOn.localeCompare(b.payment.paidOn),
  );
  return { payments: rows.length, deadlines };
}
