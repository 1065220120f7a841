import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PaymentTrail, TrailContact, TrailPayment } from '../../../shared/contracts/payment-trail';
import { moneyFields } from '../../../shared/domain/money';
import type { Role } from '../../../shared/domain/roles';
import type { Actor } from '../../core/actor';
import { findCaseInScope } from '../../core/case-team';
import type { Db } from '../../db/client';
import { indicators, schemeContacts, schemePayments, users } from '../../db/schema';

type Author = { firstName: string; lastName: string; role: Role } | null;

const author = { firstName: users.firstName, lastName: users.lastName, role: users.role };
const indicator = {
  id: indicators.id,
  kind: indicators.kind,
  value: indicators.value,
  status: indicators.status,
};

/** The firm's review of an indicator is for staff; a client sees what was typed and no more. */
const shown = <T>(actor: Actor, row: T | null): T | null => (actor.role === 'client' ? null : row);
const nameOf = (a: Author) => (a ? { name: `${a.firstName} ${a.lastName}`, role: a.role } : null);

/** A case's payment trail, oldest payment first, for anyone who may open the case (D21). */
export async function getPaymentTrail(db: Db, actor: Actor, caseId: string): Promise<PaymentTrail> {
  const theCase = await findCaseInScope(db, actor, caseId);
  const [paymentRows, contactRows, [client]] = await Promise.all([
    db
      .select({ p: schemePayments, indicator, author })
      .from(schemePayments)
      .leftJoin(indicators, eq(indicators.id, schemePayments.indicatorId))
      .leftJoin(users, eq(users.id, schemePayments.enteredBy))
      .where(and(eq(schemePayments.caseId, theCase.id), isNull(schemePayments.removedAt)))
      .orderBy(asc(schemePayments.paidOn), asc(schemePayments.createdAt)),
    db
      .select({ c: schemeContacts, indicator, author })
      .from(schemeContacts)
      .leftJoin(indicators, eq(indicators.id, schemeContacts.indicatorId))
      .leftJoin(users, eq(users.id, schemeContacts.enteredBy))
      .where(and(eq(schemeContacts.caseId, theCase.id), isNull(schemeContacts.removedAt)))
      .orderBy(asc(schemeContacts.createdAt)),
    db.select({ country: users.country }).from(users).where(eq(users.id, theCase.clientId)),
  ]);
  const payments: TrailPayment[] = paymentRows.map(({ p, indicator: i, author: a }) => ({
    id: p.id,
    paidOn: p.paidOn,
    ...moneyFields('amount', p.amountCents),
    currency: p.currency,
    method: p.method,
    cardNetwork: p.cardNetwork,
    merchantDescriptor: p.merchantDescriptor,
    beneficiaryName: p.beneficiaryName,
    iban: p.iban,
    accountNumber: p.accountNumber,
    bic: p.bic,
    bankName: p.bankName,
    cryptoNetwork: p.cryptoNetwork,
    walletAddress: p.walletAddress,
    txHash: p.txHash,
    note: p.note,
    indicator: shown(actor, i),
    enteredBy: nameOf(a),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }));
  const contacts: TrailContact[] = contactRows.map(({ c, indicator: i, author: a }) => ({
    id: c.id,
    kind: c.kind,
    messenger: c.messenger,
    value: c.value,
    note: c.note,
    indicator: shown(actor, i),
    enteredBy: nameOf(a),
    createdAt: c.createdAt.toISOString(),
  }));
  return { payments, contacts, totals: totalsOf(payments), phoneCountry: client?.country ?? null };
}

function totalsOf(payments: TrailPayment[]): PaymentTrail['totals'] {
  const byCurrency = new Map<string, number>();
  for (const p of payments) byCurrency.set(p.currency, (byCurrency.get(p.currency) ?? 0) + p.amountCents);
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, cents]) => ({ currency, ...moneyFields('amount', cents) }));
}
