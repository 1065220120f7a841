import { describe, expect, it } from 'vitest';
import { castPerFile } from '../../../../tests/support/case-cast';
import { appPerFile } from '../../../../tests/support/test-app';

/** The contract's refinements are English; an admin reading German gets each field's problem in German. */
const t = appPerFile();
const cast = castPerFile(t);

const propose = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/trust-accounts',
    payload: body,
    headers: { cookie: cast.admin.cookie, 'x-screen-language': 'de' },
  });

const ACCOUNT = {
  bankName: 'Zürcher Kantonalbank',
  bic: 'ZKBKCHZZ80A',
  currency: 'CHF',
  openingDate: '2023-01-01',
};

describe('a trust account proposal refused in the reader’s language', () => {
  it('words a mistyped IBAN and a malformed BIC in German, under their fields', async () => {
    const response = await propose({ ...ACCOUNT, iban: 'DE89370400440532013001', bic: 'NOTABIC' });
    expect(response.statusCode).toBe(400);
    const { code, fields } = response.json().error;
    expect(code).toBe('validation_failed');
    expect(fields.iban).toBe(
      'Die Prüfziffern dieser IBAN stimmen nicht: Bitte prüfen Sie sie auf einen Tippfehler.',
    );
    expect(fields.bic).toBe('Geben Sie eine BIC aus 8 oder 11 Buchstaben und Ziffern ein, z. B. DEUTDEFF.');
  });

  it('says in German that an account number needs its bank code, and that not both may be given', async () => {
    const noCode = await propose({ ...ACCOUNT, accountNumber: '0035-2915203-10-000' });
    expect(noCode.json().error.fields.bankCode).toBe(
      'Geben Sie zur Kontonummer die Bankleitzahl (Routing-Nummer, Sort Code) ein.',
    );
    const both = await propose({ ...ACCOUNT, iban: 'CH9300762011623852957', accountNumber: '1234567' });
    expect(both.json().error.fields.iban).toBe(
      'Geben Sie entweder eine IBAN oder eine Kontonummer mit Bankleitzahl ein, nicht beides.',
    );
    const neither = await propose(ACCOUNT);
    expect(neither.json().error.fields.iban).toContain('außerhalb der IBAN-Länder');
  });
});
