import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  camtStatements,
  registerTrustAccounts,
  storedStatementCounts,
  uploadStatement,
} from '../../../../tests/support/bank-statements';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { bankStatements } from '../../db/schema';

/**
 * Issue 32 items 2 and 4 through the API: a file's statements are stored together or not at all,
 * and a statement whose balances do not add up is refused with both figures.
 */

const t = appPerFile();
let admin: string;
let adminDe: string;

beforeAll(async () => {
  await registerTrustAccounts(t.db, ['EUR', 'USD']);
  admin = (await loginAs(t, 'admin')).cookie;
  adminDe = (await loginAs(t, 'admin', { language: 'de' })).cookie;
});

const importFile = (cookie: string, fileName: string, bytes: Buffer) =>
  uploadStatement(t.app, cookie, fileName, bytes);

const stored = () => storedStatementCounts(t.db);

const march = (id: string, overrides: { closingCents?: number; from?: string; to?: string } = {}) => ({
  id,
  currency: 'EUR',
  from: overrides.from ?? '2026-03-02',
  to: overrides.to ?? '2026-03-02',
  openingCents: 100_000,
  closingCents: overrides.closingCents,
  entries: [
    { cents: 25_000, day: overrides.from ?? '2026-03-02', reference: 'RC-2026-0042' },
    { cents: -5_000, day: overrides.from ?? '2026-03-02', reference: 'Payout' },
  ],
});

describe('a statement whose balances do not add up', () => {
  it('is refused with 400 naming it and both figures, in the reader’s language, and nothing is stored', async () => {
    const before = await stored();
    // 1,000.00 + 250.00 − 50.00 is 1,200.00; the file says 1,199.99.
    const bytes = camtStatements([march('OFF-BY-ONE', { closingCents: 119_999 })]);
    const english = await importFile(admin, 'off.xml', bytes);
    expect(english.statusCode, english.body).toBe(400);
    expect(english.json().error).toMatchObject({
      code: 'validation_failed',
      message:
        'Statement OFF-BY-ONE of account DE89370400440532013000 does not add up: its opening balance plus ' +
        'its credits minus its debits is €1,200.00, but it states a closing balance of €1,199.99. Nothing ' +
        'was imported. Please ask your bank for a corrected statement.',
    });
    expect(english.json().error.fields.file).toBe(english.json().error.message);
    const german = await importFile(adminDe, 'off.xml', bytes);
    expect(german.statusCode).toBe(400);
    // Intl writes a no-break space between the figure and the euro sign.
    expect(german.json().error.message).toMatch(
      /ergeben 1\.200,00\s€, angegeben ist jedoch ein Schlusssaldo von 1\.199,99\s€/,
    );
    expect(await stored()).toEqual(before);
  });
});

describe('a file with several statements', () => {
  it('stores them all, in the file’s order, in one import', async () => {
    const before = await stored();
    const bytes = camtStatements([
      march('DAY-1', { from: '2026-03-02', to: '2026-03-02' }),
      march('DAY-2', { from: '2026-03-03', to: '2026-03-03' }),
    ]);
    const response = await importFile(admin, 'two-days.xml', bytes);
    expect(response.statusCode, response.body).toBe(201);
    const summaries = response.json().statements as { id: string; fromDate: string; lineCount: number }[];
    expect(summaries.map((s) => [s.fromDate, s.lineCount])).toEqual([
      ['2026-03-02', 2],
      ['2026-03-03', 2],
    ]);
    const rows = await t.db
      .select({ ref: bankStatements.statementRef, position: bankStatements.filePosition })
      .from(bankStatements)
      .where(eq(bankStatements.fileName, 'two-days.xml'))
      .orderBy(asc(bankStatements.filePosition));
    expect(rows).toEqual([
      { ref: 'DAY-1', position: 1 },
      { ref: 'DAY-2', position: 2 },
    ]);
    expect(await stored()).toEqual({ statements: before.statements + 2, lines: before.lines + 4 });
  });

  it('stores none when the second does not add up, and names the second', async () => {
    const before = await stored();
    const bytes = camtStatements([
      march('GOOD-1', { from: '2026-03-09', to: '2026-03-09' }),
      march('BAD-2', { from: '2026-03-10', to: '2026-03-10', closingCents: 120_001 }),
    ]);
    const response = await importFile(admin, 'second-bad.xml', bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Statement BAD-2 of account DE89370400440532013000');
    expect(await stored()).toEqual(before);
  });

  it('stores none when the second cannot be read, and names its element and value', async () => {
    const before = await stored();
    const bytes = Buffer.from(
      camtStatements([
        march('GOOD-3', { from: '2026-03-16', to: '2026-03-16' }),
        march('BAD-4', { from: '2026-03-17', to: '2026-03-17' }),
      ])
        .toString('utf8')
        .replace(/(<Stmt><Id>BAD-4[\s\S]*?<Ntry>[\s\S]*?<Amt Ccy="EUR">)250.00/, '$1250.005'),
    );
    const response = await importFile(admin, 'second-unreadable.xml', bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('“250.005” at Stmt[2]/Ntry[1]/Amt');
    expect(await stored()).toEqual(before);
  });
});
