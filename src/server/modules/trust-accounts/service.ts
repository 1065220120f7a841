import { and, asc, count, eq, gt, inArray, isNull, min, ne, sql } from 'drizzle-orm';
import type { TrustAccount, TrustAccountInput } from '../../../shared/contracts/trust-accounts';
import { AppError, type Message } from '../../../shared/domain/errors';
import { moneyFields } from '../../../shared/domain/money';
import type { AuditContext, AuditedCall } from '../../core/audit';
import { writeAudit } from '../../core/audit';
import { nameOf, proposalView } from '../../core/control-proposals';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { bankStatements, controlProposals, trustAccounts, users } from '../../db/schema';

type Row = typeof trustAccounts.$inferSelect;

/** A refused value, as a 400 the form shows under the field. */
const invalid = (field: string, message: Message) =>
  new AppError('validation_failed', message, { [field]: message });

/** How a person reads the account: the IBAN in groups of four, or the number with its bank code. */
export const accountLabel = (row: Pick<Row, 'iban' | 'accountNumber' | 'bankCode'>) =>
  row.iban ? row.iban.replace(/(.{4})/g, '$1 ').trim() : `${row.accountNumber} (${row.bankCode})`;

/**
 * D42 and decision 0135: one account per currency (the ledger keeps one trust_bank per currency),
 * and an IBAN or account number registered once. Checked again when a proposal is applied: another
 * proposal may have been approved meanwhile. `except` is the account being changed.
 */
async function refuseTaken(db: Db, input: TrustAccountInput, except?: string) {
  const others = except ? ne(trustAccounts.id, except) : undefined;
  const [sameCurrency] = await db
    .select()
    .from(trustAccounts)
    .where(and(eq(trustAccounts.currency, input.currency), others));
  if (sameCurrency)
    throw invalid('currency', {
      key: 'trust-accounts.currency_taken',
      params: { currency: input.currency, account: accountLabel(sameCurrency), bank: sameCurrency.bankName },
    });
  const sameAccount = input.iban
    ? eq(trustAccounts.iban, input.iban)
    : and(
        eq(trustAccounts.accountNumber, input.accountNumber ?? ''),
        eq(trustAccounts.bankCode, input.bankCode ?? ''),
      );
  const [taken] = await db.select().from(trustAccounts).where(and(sameAccount, others));
  if (taken)
    throw invalid(input.iban ? 'iban' : 'accountNumber', {
      key: 'trust-accounts.account_taken',
      params: { account: accountLabel(taken), currency: taken.currency },
    });
}

type Columns = Pick<
  Row,
  'bankName' | 'iban' | 'accountNumber' | 'bankCode' | 'bic' | 'currency' | 'openingDate'
> & { openingBalance?: number };

/** An account's columns as stored, audited and proposed (the proposal's subject). */
export const columnsOf = (input: Columns) => ({
  bankName: input.bankName,
  iban: input.iban,
  accountNumber: input.accountNumber,
  bankCode: input.bankCode,
  bic: input.bic,
  currency: input.currency,
  openingDate: input.openingDate,
  // Proposals stored before the field was asked carry none: an account opened empty.
  openingBalanceCents: input.openingBalance ?? 0,
});

/** Registers the account; run by the approvals module when a second admin approves (or in a dry run). */
export async function registerTrustAccount(args: {
  db: Db;
  audit: AuditContext;
  proposedBy: string;
  input: TrustAccountInput;
}) {
  await refuseTaken(args.db, args.input);
  const [row] = await args.db
    .insert(trustAccounts)
    .values({ ...columnsOf(args.input), registeredBy: args.proposedBy, approvedBy: args.audit.actorId })
    .returning();
  await writeAudit(args.db, args.audit, {
    action: 'trust_account.registered',
    entity: 'trust_account',
    entityId: row!.id,
    after: columnsOf(args.input),
  });
  return row!;
}

/**
 * Changes the account. Once statements are imported into it, its IBAN or number and currency are
 * what those statements were checked against: they stay, and the opening date may not move past
 * the first statement.
 */
export async function changeTrustAccount(args: {
  db: Db;
  audit: AuditContext;
  id: string;
  input: TrustAccountInput;
}) {
  const [before] = await args.db
    .select()
    .from(trustAccounts)
    .where(eq(trustAccounts.id, args.id))
    .for('update');
  if (!before) throw notFound('trust-accounts.not_found.trust_account');
  await refuseTaken(args.db, args.input, args.id);
  const [used] = await args.db
    .select({ n: count(), first: min(bankStatements.fromDate) })
    .from(bankStatements)
    .where(eq(bankStatements.trustAccountId, args.id));
  if (Number(used?.n ?? 0) > 0) {
    const identityChanged =
      before.iban !== args.input.iban ||
      before.accountNumber !== args.input.accountNumber ||
      before.bankCode !== args.input.bankCode ||
      before.currency !== args.input.currency;
    if (identityChanged)
      throw invalid(args.input.iban ? 'iban' : 'accountNumber', {
        key: 'trust-accounts.has_statements',
        params: { account: accountLabel(before), count: Number(used!.n) },
      });
    if (used!.first && args.input.openingDate > used!.first)
      throw invalid('openingDate', {
        key: 'trust-accounts.opening_after_statements',
        params: { date: used!.first },
      });
  }
  const [row] = await args.db
    .update(trustAccounts)
    .set({ ...columnsOf(args.input), approvedBy: args.audit.actorId, updatedAt: new Date() })
    .where(eq(trustAccounts.id, args.id))
    .returning();
  await writeAudit(args.db, args.audit, {
    action: 'trust_account.changed',
    entity: 'trust_account',
    entityId: args.id,
    before: columnsOf({ ...before, openingBalance: before.openingBalanceCents }),
    after: columnsOf(args.input),
  });
  return row!;
}

/** The registered accounts by currency, with who proposed and who approved each. */
export async function listTrustAccounts(db: Db): Promise<TrustAccount[]> {
  const rows = await db.select().from(trustAccounts).orderBy(asc(trustAccounts.currency));
  const ids = rows.flatMap((r) => [r.registeredBy, r.approvedBy]).filter((id): id is string => id !== null);
  const people = ids.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const ref = (id: string | null) => {
    const person = people.find((p) => p.id === id);
    return person ? { id: person.id, name: nameOf(person) } : null;
  };
  return rows.map((row) => ({
    id: row.id,
    bankName: row.bankName,
    iban: row.iban,
    accountNumber: row.accountNumber,
    bankCode: row.bankCode,
    bic: row.bic,
    currency: row.currency,
    openingDate: row.openingDate,
    ...moneyFields('openingBalance', row.openingBalanceCents),
    registeredBy: ref(row.registeredBy),
    approvedBy: ref(row.approvedBy),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Trust-account proposals still waiting for a second admin, newest first. */
export async function pendingTrustAccountProposals(db: Db) {
  const rows = await db
    .select()
    .from(controlProposals)
    .where(
      and(
        inArray(controlProposals.kind, ['trust_account', 'trust_account_change']),
        isNull(controlProposals.outcome),
        gt(controlProposals.expiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${controlProposals.proposedAt} desc`);
  return Promise.all(rows.map((row) => proposalView(db, row)));
}

/** The account a statement belongs to: by IBAN or by number, in any currency (the caller compares). */
export async function findTrustAccount(
  db: AuditedCall['db'],
  account: { iban: string | null; accountNumber: string | null },
): Promise<Row | undefined> {
  if (account.iban) {
    const [row] = await db.select().from(trustAccounts).where(eq(trustAccounts.iban, account.iban));
    return row;
  }
  if (!account.accountNumber) return undefined;
  const [row] = await db
    .select()
    .from(trustAccounts)
    .where(eq(trustAccounts.accountNumber, account.accountNumber));
  return row;
}

/** The account of a currency, if one is registered (at most one: decision 0135). */
export async function trustAccountOfCurrency(db: Db, currency: string): Promise<Row | undefined> {
  const [row] = await db.select().from(trustAccounts).where(eq(trustAccounts.currency, currency));
  return row;
}
