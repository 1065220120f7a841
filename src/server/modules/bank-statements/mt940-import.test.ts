import { beforeAll, describe, expect, it } from 'vitest';
import {
  registerTrustAccount,
  statementFixture,
  storedStatementCounts,
  uploadStatement,
} from '../../../../tests/support/bank-statements';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';

const t = appPerFile();
let admin: string;
let adminDe: string;

beforeAll(async () => {
  // D42: the file's two accounts are the firm's registered trust accounts.
  await registerTrustAccount(t.db, { currency: 'EUR', iban: 'NL44RABO0123456789' });
  await registerTrustAccount(t.db, { currency: 'USD', iban: 'NL93RABO0987654321' });
  admin = (await loginAs(t, 'admin')).cookie;
  adminDe = (await loginAs(t, 'admin', { language: 'de' })).cookie;
});

const upload = (cookie: string, fileName: string, bytes: Buffer) =>
  uploadStatement(t.app, cookie, fileName, bytes, { format: 'mt940' });

const stored = () => storedStatementCounts(t.db);

describe('importing an MT940 file (issue 32 item 3)', () => {
  it('stores each statement of the file with its lines, as the bank wrote them', async () => {
    const response = await upload(
      admin,
      'rabobank.sta',
      statementFixture('mt940-rabobank-two-statements.sta'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const statements = response.json().statements as { id: string }[];
    expect(statements).toMatchObject([
      {
        format: 'mt940',
        accountIban: 'NL44RABO0123456789',
        currency: 'EUR',
        openingBalanceCents: 12_500_00,
        closingBalanceCents: 14_000_50,
        lineCount: 2,
      },
      {
        format: 'mt940',
        accountIban: 'NL93RABO0987654321',
        currency: 'USD',
        openingBalanceCents: -300_00,
        closingBalanceCents: 700_00,
        lineCount: 1,
      },
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bank-statements/${statements[0]!.id}`,
      headers: { cookie: admin },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().lines).toMatchObject([
      {
        lineNo: 1,
        direction: 'credit',
        amountCents: 2_750_50,
        amount: 2750.5,
        bookingDate: '2026-03-05',
        bankReference: 'RABO12345',
        endToEndId: 'RC-2026-0042-B',
        remittance: 'Settlement RC-2026-0042 instalment 2',
        counterpartyName: 'Tulip Holding B.V.',
        counterpartyIban: 'NL91ABNA0417164300',
      },
      { lineNo: 2, direction: 'debit', amountCents: 1_250_00, counterpartyName: 'Client Trust Payout' },
    ]);
  });

  it('refuses a statement that does not add up with 400 naming both figures, and stores nothing', async () => {
    const bytes = Buffer.from(
      statementFixture('mt940-sparkasse.sta').toString('latin1').replace('EUR1235,01', 'EUR1235,00'),
    );
    const before = await stored();
    const response = await upload(adminDe, 'sparkasse.sta', bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.message).toContain('Der Kontoauszug geht nicht auf');
    expect(response.json().error.message).toContain(':60F: + :61: = C1235,01; :62F: = C1235,00');
    expect(await stored()).toEqual(before);
  });
});
