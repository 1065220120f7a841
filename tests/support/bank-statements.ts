import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Db } from '../../src/server/db/client';
import {
  bankCsvMappings,
  bankStatementLines,
  bankStatements,
  trustAccounts,
} from '../../src/server/db/schema';
import type { NewUser } from '../../src/server/seed/factories';
import type { CsvMapping } from '../../src/shared/contracts/bank-statements';
import { loginAs, type TestApp } from './test-app';

/**
 * Test support: the parser's fixtures, a multipart body with the import form's fields (as a
 * browser sends it) and stored rows for routes that need one to exist.
 */
export const statementFixture = (name: string): Buffer =>
  readFileSync(new URL(`../../src/server/modules/bank-statements/parse/fixtures/${name}`, import.meta.url));

export function statementUpload(
  fileName: string,
  bytes: Buffer,
  fields: Record<string, string>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----recourse${randomBytes(8).toString('hex')}`;
  const textParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head =
    `${textParts.join('')}--${boundary}\r\n` +
    `Content-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Uploads a statement file as an admin would (POST /api/admin/bank-statements) and answers the
 * response. The one place tests of withdrawal upload through, so a rule every import must meet
 * (a registered trust account, issue 32 item 1) is added here once.
 */
export function uploadStatement(
  app: { inject: FastifyInstance['inject'] },
  cookie: string,
  fileName: string,
  bytes: Buffer,
  fields: Record<string, string> = { format: 'camt053' },
) {
  const { payload, headers } = statementUpload(fileName, bytes, fields);
  return app.inject({
    method: 'POST',
    url: '/api/admin/bank-statements',
    payload,
    headers: { ...headers, cookie },
  });
}

/** The mapping of statement-signed.csv: one signed amount column, a header row, ISO dates. */
export const signedCsvMapping: CsvMapping = {
  delimiter: ',',
  hasHeader: true,
  dateFormat: 'YYYY-MM-DD',
  decimalSeparator: '.',
  columns: {
    bookingDate: 'Date',
    valueDate: 'Value date',
    amount: 'Amount',
    currency: 'Currency',
    description: 'Description',
    reference: 'Reference',
    counterpartyName: 'Counterparty',
    counterpartyIban: 'Counterparty IBAN',
  },
  currency: 'EUR',
};

export async function createCsvMapping(db: Db, name = `Bank ${randomBytes(4).toString('hex')}`) {
  const [row] = await db.insert(bankCsvMappings).values({ name, mapping: signedCsvMapping }).returning();
  return row!;
}

/** A statement row without lines, as if imported (its sha256 random, so it never collides). */
export async function createStoredStatement(db: Db, uploadedBy: string) {
  const [row] = await db
    .insert(bankStatements)
    .values({
      sha256: randomBytes(32).toString('hex'),
      format: 'camt053',
      fileName: 'stored.xml',
      currency: 'EUR',
      lineCount: 0,
      uploadedBy,
    })
    .returning();
  return row!;
}

/** A stored statement with one line (a credit of `amountCents` EUR unless told otherwise). */
export async function createStoredLine(
  db: Db,
  uploadedBy: string,
  line: Partial<typeof bankStatementLines.$inferInsert> = {},
) {
  const statement = await createStoredStatement(db, uploadedBy);
  const [row] = await db
    .insert(bankStatementLines)
    .values({
      statementId: statement.id,
      lineNo: 1,
      direction: 'credit',
      amountCents: 10_000,
      currency: 'EUR',
      bookingDate: '2026-03-02',
      valueDate: '2026-03-02',
      reversal: false,
      foreignCurrency: false,
      ...line,
    })
    .returning();
  return row!;
}

/**
 * A CSV statement (the signed mapping's layout) of EUR lines: amount in major units, positive a
 * credit; the reference and description go where a bank puts them.
 */
export function signedCsv(
  lines: { date: string; amount: string; reference?: string; description?: string; currency?: string }[],
): Buffer {
  const header = 'Date,Value date,Amount,Currency,Description,Reference,Counterparty,Counterparty IBAN';
  const rows = lines.map(
    (l) =>
      `${l.date},${l.date},${l.amount},${l.currency ?? 'EUR'},${l.description ?? 'Transfer'},${l.reference ?? ''},Sender,DE89370400440532013000`,
  );
  return Buffer.from(`${[header, ...rows].join('\n')}\n`);
}

const decimal = (cents: number) =>
  `${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const balance = (code: 'OPBD' | 'CLBD', cents: number, currency: string, day: string) =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${decimal(cents)}</Amt>` +
  `<CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;

type CamtStatementArgs = {
  id: string;
  currency: string;
  /** The account's IBAN; by default the test trust account of the currency (TEST_TRUST_IBANS). */
  iban?: string;
  from: string;
  to: string;
  openingCents: number;
  closingCents?: number;
  /** The electronic sequence number (ElctrncSeqNb), when the test needs one. */
  sequence?: string;
  entries: { cents: number; day: string; reference?: string }[];
};

/** One Stmt element: see camtStatement. */
function stmtElement(args: CamtStatementArgs): string {
  const closing = args.closingCents ?? args.openingCents + args.entries.reduce((s, e) => s + e.cents, 0);
  const entries = args.entries
    .map(
      (e, i) =>
        `<Ntry><NtryRef>${i + 1}</NtryRef><Amt Ccy="${args.currency}">${decimal(e.cents)}</Amt>` +
        `<CdtDbtInd>${e.cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts>BOOK</Sts>` +
        `<BookgDt><Dt>${e.day}</Dt></BookgDt><ValDt><Dt>${e.day}</Dt></ValDt>` +
        `<AcctSvcrRef>${args.id}-${i + 1}</AcctSvcrRef>` +
        `<NtryDtls><TxDtls><Refs><AcctSvcrRef>${args.id}-${i + 1}</AcctSvcrRef></Refs>` +
        `<RmtInf><Ustrd>${e.reference ?? 'Transfer'}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
    .join('');
  return (
    `<Stmt><Id>${args.id}</Id>${args.sequence ? `<ElctrncSeqNb>${args.sequence}</ElctrncSeqNb>` : ''}<CreDtTm>${args.to}T18:00:00Z</CreDtTm>` +
    `<FrToDt><FrDtTm>${args.from}T00:00:00Z</FrDtTm><ToDtTm>${args.to}T23:59:59Z</ToDtTm></FrToDt>` +
    `<Acct><Id><IBAN>${args.iban ?? testTrustIban(args.currency)}</IBAN></Id><Ccy>${args.currency}</Ccy></Acct>` +
    balance('OPBD', args.openingCents, args.currency, args.from) +
    balance('CLBD', closing, args.currency, args.to) +
    `${entries}</Stmt>`
  );
}

/**
 * A camt.053.001.02 statement of the trust account, written for a test: opening and closing
 * balances (the closing one is the opening plus the entries, as a bank's is, unless `closing` says
 * otherwise) and one entry per line, credit positive, with its reference in the remittance text.
 */
export function camtStatement(args: CamtStatementArgs): Buffer {
  return camtStatements([args]);
}

/** A camt.053 file holding several statements, in the given order (as banks export a month). */
export function camtStatements(statements: CamtStatementArgs[]): Buffer {
  const last = statements.at(-1)!;
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">` +
      `<BkToCstmrStmt><GrpHdr><MsgId>${last.id}</MsgId><CreDtTm>${last.to}T18:00:00Z</CreDtTm></GrpHdr>` +
      `${statements.map(stmtElement).join('')}</BkToCstmrStmt></Document>`,
  );
}

/** D42: one test trust account per currency (valid IBANs from the banks' published examples). */
export const TEST_TRUST_IBANS: Record<string, string> = {
  EUR: 'DE89370400440532013000',
  USD: 'GB29NWBK60161331926819',
  CHF: 'CH9300762011623852957',
  GBP: 'GB82WEST12345698765432',
  CAD: 'NL91ABNA0417164300',
  AUD: 'BE68539007547034',
};
export const testTrustIban = (currency: string) => TEST_TRUST_IBANS[currency] ?? TEST_TRUST_IBANS.EUR!;

/**
 * D42: a registered trust account, inserted directly (no proposal): statements import only into
 * one. By default the currency's test IBAN, which camtStatement writes; an old opening date lets
 * any test day in.
 */
export async function registerTrustAccount(db: Db, account: Partial<typeof trustAccounts.$inferInsert> = {}) {
  const currency = account.currency ?? 'EUR';
  const [row] = await db
    .insert(trustAccounts)
    .values({
      bankName: 'Test Trust Bank',
      iban: account.accountNumber ? null : testTrustIban(currency),
      bic: 'COBADEFFXXX',
      openingDate: '2000-01-01',
      ...account,
      currency,
    })
    .returning();
  return row!;
}

/** The test trust account of the currency, registered now unless it already is. */
export async function ensureTrustAccount(db: Db, currency = 'EUR') {
  const [known] = await db.select().from(trustAccounts).where(eq(trustAccounts.currency, currency));
  return known ?? registerTrustAccount(db, { currency });
}

/** The test trust accounts of these currencies. */
export async function registerTrustAccounts(db: Db, currencies: string[] = ['EUR']) {
  for (const currency of currencies) await registerTrustAccount(db, { currency });
}

/** How many statements and statement lines are stored: an import stores all of a file or nothing. */
export async function storedStatementCounts(db: Db) {
  return {
    statements: (await db.select({ n: count() }).from(bankStatements))[0]!.n,
    lines: (await db.select({ n: count() }).from(bankStatementLines))[0]!.n,
  };
}

type Staff = { id: string; cookie: string; name: string };

/**
 * The setup of the statement API test files that match and reconcile: before the file's tests,
 * the trust accounts of `currencies` (D42: statements import only into registered ones), a signed
 * in admin and lawyer. `call` goes as the admin unless given another cookie, each with its own
 * idempotency key. The people are filled in before the first test: read them in tests.
 */
export function statementStaff(t: TestApp, currencies: string[], adminNames: NewUser = {}) {
  const admin = {} as Staff;
  const lawyer = {} as Staff;
  beforeAll(async () => {
    await registerTrustAccounts(t.db, currencies);
    for (const [person, role, names] of [
      [admin, 'admin', adminNames],
      [lawyer, 'lawyer', {}],
    ] as const) {
      const { user, cookie } = await loginAs(t, role, names);
      Object.assign(person, { id: user.id, cookie, name: `${user.firstName} ${user.lastName}` });
    }
  });
  let n = 0;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin.cookie) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { cookie, 'idempotency-key': `statement-staff-key-${n++}` },
    });
  return { admin, lawyer, call };
}
