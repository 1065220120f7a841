import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCsvMapping,
  registerTrustAccounts,
  signedCsvMapping,
  statementFixture,
  statementUpload,
  storedStatementCounts,
} from '../../../../tests/support/bank-statements';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { renderMessage } from '../../core/messages';
import { auditLog, bankStatementLines, bankStatements } from '../../db/schema';
import { type ParsedStatement, parseStatement, StatementParseError, statementErrorMessage } from './parse';

const t = appPerFile();
let admin: string;
let adminDe: string;

beforeAll(async () => {
  // D42: statements import only into registered trust accounts.
  await registerTrustAccounts(t.db, ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD']);
  admin = (await loginAs(t, 'admin')).cookie;
  adminDe = (await loginAs(t, 'admin', { language: 'de' })).cookie;
});

const upload = (cookie: string, fileName: string, bytes: Buffer, fields: Record<string, string>) => {
  const { payload, headers } = statementUpload(fileName, bytes, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/bank-statements',
    payload,
    headers: { ...headers, cookie },
  });
};

const stored = () => storedStatementCounts(t.db);

const CAMT_FIXTURES = [
  'camt053-several-entries.xml',
  'camt053-batch.xml',
  'camt053-reversal.xml',
  'camt053-foreign-currency.xml',
];

describe('importing a camt.053 statement', () => {
  it.each(CAMT_FIXTURES)('stores %s with every line as the parser read it', async (name) => {
    const bytes = statementFixture(name);
    const [expected] = parseStatement(bytes, { format: 'camt053' }) as [ParsedStatement];
    const response = await upload(admin, name, bytes, { format: 'camt053' });
    expect(response.statusCode, response.body).toBe(201);
    const [summary] = response.json().statements;
    expect(response.json().statements).toHaveLength(1);
    expect(summary).toMatchObject({
      format: 'camt053',
      fileName: name,
      currency: expected.currency,
      accountIban: expected.accountIban,
      openingBalanceCents: expected.openingBalanceCents,
      closingBalanceCents: expected.closingBalanceCents,
      fromDate: expected.fromDate,
      toDate: expected.toDate,
      lineCount: expected.lines.length,
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bank-statements/${summary.id}`,
      headers: { cookie: admin },
    });
    expect(detail.statusCode).toBe(200);
    const lines = detail.json().lines as Record<string, unknown>[];
    expect(lines.map(({ amount: _amount, id: _id, match: _match, ...line }) => line)).toEqual(expected.lines);
    // Nothing in the ledger to match: every line waits for a person (matching.test.ts).
    expect(lines.map((l) => (l.match as { status: string }).status)).toEqual(
      expected.lines.map(() => 'unmatched'),
    );
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, summary.id));
    expect(audit).toMatchObject({ action: 'bank_statement.imported', entity: 'bank_statement' });
  });

  it('gives each line its amount as a decimal beside the cents', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bank-statements',
      headers: { cookie: admin },
    });
    const several = (list.json().statements as { id: string; fileName: string }[]).find(
      (s) => s.fileName === 'camt053-several-entries.xml',
    )!;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bank-statements/${several.id}`,
      headers: { cookie: admin },
    });
    const { statement, lines } = detail.json();
    expect(statement).toMatchObject({ openingBalance: 12500, closingBalance: 20650.5 });
    expect(lines[0]).toMatchObject({ direction: 'credit', amount: 15000, amountCents: 1_500_000 });
  });

  it('lists the statements newest import first, naming who imported them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bank-statements',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const names = (response.json().statements as { fileName: string; uploadedByName: string }[]).map(
      (s) => s.fileName,
    );
    expect(names.slice(0, CAMT_FIXTURES.length)).toEqual([...CAMT_FIXTURES].reverse());
    expect(response.json().statements[0].uploadedByName).toEqual(expect.any(String));
  });

  it('refuses the same file a second time with 409 and stores nothing more', async () => {
    const before = await stored();
    const bytes = statementFixture('camt053-several-entries.xml');
    const response = await upload(admin, 'again.xml', bytes, { format: 'camt053' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'conflict' });
    expect(response.json().error.message).toMatch(/already been imported/);
    expect(await stored()).toEqual(before);
  });

  it('refuses the same statement re-exported (other whitespace and creation time) as a duplicate, in German', async () => {
    const before = await stored();
    const reExported = Buffer.from(
      statementFixture('camt053-several-entries.xml')
        .toString('utf8')
        .replaceAll('2026-03-06T18:30:00+01:00', '2026-03-09T08:02:11+01:00')
        .replaceAll('\n      ', '\n\t\t'),
    );
    const response = await upload(adminDe, 'export-again.xml', reExported, { format: 'camt053' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.code).toBe('conflict');
    expect(response.json().error.message).toBe(
      'Der Kontoauszug 2026-03-06-DE89370400440532013000 (Auszugsnummer 45) des Kontos DE89370400440532013000 ' +
        'wurde bereits importiert, als „camt053-several-entries.xml“. Ein erneut exportierter Auszug ist derselbe Auszug; ' +
        'es ist nichts weiter zu tun.',
    );
    expect(await stored()).toEqual(before);
  });

  it('accepts a different statement of the same account', async () => {
    const next = Buffer.from(
      statementFixture('camt053-several-entries.xml')
        .toString('utf8')
        .replace('<Id>2026-03-06-DE89370400440532013000</Id>', '<Id>2026-03-20-DE89370400440532013000</Id>')
        .replace('<ElctrncSeqNb>45</ElctrncSeqNb>', '<ElctrncSeqNb>52</ElctrncSeqNb>'),
    );
    const response = await upload(admin, 'next.xml', next, { format: 'camt053' });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a malformed file with 400 in the admin’s language (German) and stores nothing', async () => {
    const before = await stored();
    const response = await upload(adminDe, 'broken.xml', statementFixture('camt053-malformed.xml'), {
      format: 'camt053',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    // The parser's own refusal of this file, worded from the German catalogue.
    let refusal: StatementParseError | undefined;
    try {
      parseStatement(statementFixture('camt053-malformed.xml'), { format: 'camt053' });
    } catch (error) {
      if (error instanceof StatementParseError) refusal = error;
    }
    const german = renderMessage(statementErrorMessage(refusal!), 'de');
    expect(german).not.toBe(renderMessage(statementErrorMessage(refusal!), 'en'));
    expect(response.json().error.message).toBe(german);
    expect(response.json().error.fields.file).toBe(response.json().error.message);
    expect(await stored()).toEqual(before);
  });

  // Issue 31 item 8: a file of 101 nested tags used to reach the parser's own limit, a 500.
  it('refuses a file nested 101 tags deep with 400 in the admin’s language and stores nothing', async () => {
    const before = await stored();
    const deep = `${'<Nested>'.repeat(101)}${'</Nested>'.repeat(101)}`;
    const xml = statementFixture('camt053-several-entries.xml')
      .toString('utf8')
      .replace('<Stmt>', `<Stmt>${deep}`);
    const response = await upload(adminDe, 'deep.xml', Buffer.from(xml), { format: 'camt053' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      message: renderMessage('bank-statements.statements.too_deep', 'de'),
      fields: { file: renderMessage('bank-statements.statements.too_deep', 'de') },
    });
    expect(response.json().error.message).toMatch(/32 Ebenen/);
    expect(await stored()).toEqual(before);
  });

  it('refuses a statement in a currency the ledger does not keep', async () => {
    const bytes = Buffer.from(
      statementFixture('camt053-several-entries.xml').toString('utf8').replaceAll('EUR', 'SEK'),
    );
    const before = await stored();
    const response = await upload(admin, 'sek.xml', bytes, { format: 'camt053' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('SEK');
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for a statement id that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bank-statements/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('importing a CSV statement', () => {
  it('reads it with a saved mapping', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements/csv-mappings',
      headers: { cookie: admin },
      payload: { name: 'Signed export', mapping: signedCsvMapping },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const bytes = statementFixture('statement-signed.csv');
    const response = await upload(admin, 'march.csv', bytes, { format: 'csv', mappingId: saved.json().id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().statements[0]).toMatchObject({
      format: 'csv',
      currency: 'EUR',
      openingBalanceCents: null,
      closingBalance: null,
      lineCount: 5,
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bank-statements/${response.json().statements[0].id}`,
      headers: { cookie: admin },
    });
    const lines = detail.json().lines as {
      direction: string;
      amountCents: number;
      foreignCurrency: boolean;
    }[];
    expect(lines.map((l) => [l.direction, l.amountCents, l.foreignCurrency])).toEqual([
      ['credit', 1_500_000, false],
      ['credit', 275_050, false],
      ['debit', 960_000, false],
      ['credit', 150_000, true],
      ['debit', 1, false],
    ]);
  });

  it('asks for a mapping when none is chosen, and answers 404 for one that does not exist', async () => {
    const bytes = statementFixture('statement-signed.csv');
    const missing = await upload(admin, 'march.csv', bytes, { format: 'csv' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('mappingId');
    const unknown = await upload(admin, 'march.csv', bytes, {
      format: 'csv',
      mappingId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('saved CSV mappings', () => {
  it('are listed by name, replaced under the same name, deleted, and every change audited', async () => {
    const mapping = await createCsvMapping(t.db, 'Alpha bank');
    const replaced = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements/csv-mappings',
      headers: { cookie: admin },
      payload: { name: 'Alpha bank', mapping: { ...signedCsvMapping, delimiter: ';' } },
    });
    expect(replaced.json()).toMatchObject({ id: mapping.id, mapping: { delimiter: ';' } });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/bank-statements/csv-mappings',
      headers: { cookie: admin },
    });
    expect((list.json().mappings as { name: string }[])[0]!.name).toBe('Alpha bank');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bank-statements/csv-mappings/${mapping.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/bank-statements/csv-mappings/${mapping.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, mapping.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'bank_csv_mapping.deleted',
      'bank_csv_mapping.saved',
    ]);
  });

  it('refuses a mapping that maps neither a signed amount nor credit and debit', async () => {
    const { amount: _amount, ...columns } = signedCsvMapping.columns;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements/csv-mappings',
      headers: { cookie: admin },
      payload: { name: 'Broken', mapping: { ...signedCsvMapping, columns } },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('stored statements are append-only', () => {
  it('the database refuses to change or delete a line or a statement', async () => {
    const [line] = await t.db.select().from(bankStatementLines).limit(1);
    await expect(
      t.db.update(bankStatementLines).set({ amountCents: 1 }).where(eq(bankStatementLines.id, line!.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(bankStatementLines).where(eq(bankStatementLines.id, line!.id)),
    ).rejects.toThrow();
    await expect(
      t.db.update(bankStatements).set({ fileName: 'x' }).where(eq(bankStatements.id, line!.statementId)),
    ).rejects.toThrow();
    const [still] = await t.db.select().from(bankStatementLines).where(eq(bankStatementLines.id, line!.id));
    expect(still).toEqual(line);
  });
});

describe('who may import', () => {
  it('refuses non-admins with 403 and signed-out callers with 401', async () => {
    const bytes = statementFixture('camt053-reversal.xml');
    for (const role of ['lawyer', 'manager', 'client'] as const) {
      const { cookie } = await loginAs(t, role);
      expect((await upload(cookie, 'r.xml', bytes, { format: 'camt053' })).statusCode).toBe(403);
    }
    const { payload, headers } = statementUpload('r.xml', bytes, { format: 'camt053' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements',
      payload,
      headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
