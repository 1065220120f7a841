import { and, desc, eq, sql } from 'drizzle-orm';
import type { Reconciliation, ReconciliationStatus, SignOff } from '../../../shared/contracts/reconciliation';
import { AppError, type Message } from '../../../shared/domain/errors';
import { CURRENCIES, moneyFields, nullableMoneyFields } from '../../../shared/domain/money';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { type Db, queryRows } from '../../db/client';
import { reconciliationSignOffs } from '../../db/schema';
import { trustAccountOfCurrency } from '../trust-accounts';
import { type Blocker, computeReconciliation, type Figures } from './compute';
import { withdrawnStatementsOf } from './withdrawn';

type SignOffRow = typeof reconciliationSignOffs.$inferSelect;

function signOffOf(row: SignOffRow): SignOff {
  return {
    month: row.month,
    currency: row.currency,
    trustAccountId: row.trustAccountId,
    signedByName: row.signedByName,
    signedAt: row.signedAt.toISOString(),
    ...moneyFields('bankBalance', row.bankBalanceCents),
    ...moneyFields('ledgerBalance', row.ledgerBalanceCents),
    ...moneyFields('clientBalance', row.clientBalanceCents),
    ...moneyFields('feesHeld', row.feesHeldCents),
  };
}

async function signOffFor(db: Db, month: string, currency: string) {
  const [row] = await db
    .select()
    .from(reconciliationSignOffs)
    .where(and(eq(reconciliationSignOffs.month, month), eq(reconciliationSignOffs.currency, currency)));
  return row ?? null;
}

const itemsOf = (figures: Figures) =>
  figures.items.map(({ amountCents, ...item }) => ({ ...item, ...moneyFields('amount', amountCents) }));

/** GET /api/admin/reconciliation: the month as it stands now, and its sign-off when there is one. */
export async function getReconciliation(db: Db, month: string, currency: string): Promise<Reconciliation> {
  const [figures, signed, account, withdrawnStatements] = await Promise.all([
    computeReconciliation(db, month, currency),
    signOffFor(db, month, currency),
    trustAccountOfCurrency(db, currency),
    withdrawnStatementsOf(db, month, currency),
  ]);
  return {
    month,
    currency,
    trustAccount: account
      ? {
          id: account.id,
          bankName: account.bankName,
          iban: account.iban,
          accountNumber: account.accountNumber,
          bankCode: account.bankCode,
        }
      : null,
    asOf: figures.asOf,
    ...nullableMoneyFields('bankBalance', figures.bankBalanceCents),
    statementRef: figures.statementRef,
    statementDate: figures.statementDate,
    ...moneyFields('ledgerBalance', figures.ledgerBalanceCents),
    ...moneyFields('clientBalance', figures.clientBalanceCents),
    ...moneyFields('feesHeld', figures.feesHeldCents),
    items: itemsOf(figures),
    ...nullableMoneyFields('unexplainedDifference', figures.unexplainedDifferenceCents),
    blockers: figures.blockers,
    signedOff: signed ? signOffOf(signed) : null,
    withdrawnStatements,
  };
}

/** Why a month cannot be signed off, in the reader's language (the first reason is enough). */
function refusal(blocker: Blocker, figures: Figures): Message {
  if (blocker === 'unmatched_lines')
    return {
      key: 'reconciliation.unmatched_lines',
      params: { count: figures.items.filter((i) => i.kind === 'unmatched_line').length },
    };
  if (blocker === 'unexplained_difference')
    return {
      key: 'reconciliation.unexplained_difference',
      params: { amount: { cents: figures.unexplainedDifferenceCents ?? 0, currency: figures.currency } },
    };
  return blocker === 'no_statement' ? 'reconciliation.no_statement' : 'reconciliation.month_not_started';
}

/**
 * An admin signs a month off: the figures are computed again inside the transaction (a line
 * imported a moment ago counts) and stored with the signer's name and the currency's trust
 * account (D42), once per month and currency.
 */
export async function signOffMonth(
  args: AuditedCall & { month: string; currency: string },
): Promise<SignOff> {
  return args.db.transaction(async (tx) => {
    // One sign-off at a time: the check and the insert see the same records.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reconciliation_sign_off'))`);
    if (await signOffFor(tx, args.month, args.currency))
      throw new AppError('conflict', 'reconciliation.already_signed');
    const figures = await computeReconciliation(tx, args.month, args.currency);
    const [first] = figures.blockers;
    if (first) throw new AppError('conflict', refusal(first, figures));
    // D42: the month is the currency's registered trust account's month.
    const account = await trustAccountOfCurrency(tx, args.currency);
    const [row] = await tx
      .insert(reconciliationSignOffs)
      .values({
        month: args.month,
        currency: args.currency,
        trustAccountId: account?.id ?? null,
        asOf: figures.asOf,
        bankBalanceCents: figures.bankBalanceCents!,
        ledgerBalanceCents: figures.ledgerBalanceCents,
        clientBalanceCents: figures.clientBalanceCents,
        feesHeldCents: figures.feesHeldCents,
        statementRef: figures.statementRef,
        items: itemsOf(figures),
        signedBy: args.actor.id,
        signedByName: `${args.actor.firstName} ${args.actor.lastName}`.trim(),
      })
      .returning();
    await writeAudit(tx, args.request, {
      action: 'reconciliation.signed_off',
      entity: 'reconciliation',
      entityId: row!.id,
      after: {
        month: args.month,
        currency: args.currency,
        trustAccountId: account?.id ?? null,
        bankBalanceCents: figures.bankBalanceCents,
        ledgerBalanceCents: figures.ledgerBalanceCents,
        clientBalanceCents: figures.clientBalanceCents,
      },
    });
    return signOffOf(row!);
  });
}

/**
 * The dashboard card: per currency the trust account has seen, the last month signed off and the
 * lines still unexplained. None at all: the card says there is nothing to reconcile yet.
 */
export async function reconciliationStatus(db: Db): Promise<ReconciliationStatus> {
  const unmatched = await queryRows<{ currency: string; n: number }>(
    db,
    sql`select l.currency, count(*) as n from bank_statement_lines l
        left join (select distinct on (line_id) line_id, action from bank_line_matches order by line_id, id desc) m
          on m.line_id = l.id
        where m.action is null or m.action = 'unmatched'
        group by l.currency`,
  );
  // The currencies the trust accounts have seen: an account registered, money booked, a statement
  // imported, a month signed.
  const used = await queryRows<{ currency: string }>(
    db,
    sql`select c as currency from unnest(array[${sql.join(
      CURRENCIES.map((c) => sql`${c}`),
      sql`, `,
    )}]::text[]) c
        where exists (select 1 from trust_accounts where currency = c)
           or exists (select 1 from ledger_transactions where currency = c)
           or exists (select 1 from bank_statements where currency = c)
           or exists (select 1 from reconciliation_sign_offs where currency = c)`,
  );
  const kept = CURRENCIES.filter((c) => used.some((u) => u.currency === c));
  const currencies = await Promise.all(
    kept.map(async (currency) => {
      const [last] = await db
        .select()
        .from(reconciliationSignOffs)
        .where(eq(reconciliationSignOffs.currency, currency))
        .orderBy(desc(reconciliationSignOffs.month))
        .limit(1);
      const account = await trustAccountOfCurrency(db, currency);
      return {
        currency,
        lastSignedOff: last ? signOffOf(last) : null,
        unmatchedLineCount: Number(unmatched.find((u) => u.currency === currency)?.n ?? 0),
        openedOn: account?.openingDate ?? null,
      };
    }),
  );
  return { currencies };
}
