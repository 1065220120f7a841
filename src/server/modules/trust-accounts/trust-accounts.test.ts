import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { camtStatement, statementUpload } from '../../../../tests/support/bank-statements';
import { castPerFile, personPerFile } from '../../../../tests/support/case-cast';
import { appPerFile } from '../../../../tests/support/test-app';
import { bankStatements, trustAccounts } from '../../db/schema';

/** D42: trust accounts registered with four eyes; only their statements get in. */
const t = appPerFile();
const cast = castPerFile(t);
// D37: a second administrator, to approve what the cast's admin proposes.
const second = personPerFile(t, 'admin', { firstName: 'Bea', lastName: 'Second' });

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

const EUR_ACCOUNT = {
  bankName: 'Commerzbank',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  currency: 'EUR',
  openingDate: '2026-01-01',
};

const propose = async (cookie: string, body: object, method: 'POST' | 'PUT' = 'POST', id = '') => {
  const response = await call(cookie, method, `/api/admin/trust-accounts${id ? `/${id}` : ''}`, body);
  expect(response.statusCode, response.body).toBe(202);
  return response.json() as { message: string; proposal: { id: string; kind: string; subject: object } };
};
const approve = (cookie: string, id: string) => call(cookie, 'POST', `/api/admin/approvals/${id}/approve`);
const list = async () => (await call(cast.admin.cookie, 'GET', '/api/admin/trust-accounts')).json();

const importCamt = (cookie: string, xml: Buffer, name: string) => {
  const { payload, headers } = statementUpload(name, xml, { format: 'camt053' });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/bank-statements',
    payload,
    headers: { ...headers, cookie },
  });
};

describe('registering a trust account', () => {
  it('waits for a second admin, who approves it; the proposer cannot; then it is listed', async () => {
    expect(await list()).toEqual({ accounts: [], pending: [] });
    const made = await propose(cast.admin.cookie, EUR_ACCOUNT);
    expect(made.message).toMatch(/second administrator/);
    expect(made.proposal).toMatchObject({
      kind: 'trust_account',
      subject: { trustAccount: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', currency: 'EUR' } },
    });
    expect((await list()).accounts).toEqual([]);
    expect((await list()).pending.map((p: { id: string }) => p.id)).toEqual([made.proposal.id]);

    const own = await approve(cast.admin.cookie, made.proposal.id);
    expect(own.statusCode).toBe(403);
    expect(await t.db.select().from(trustAccounts)).toEqual([]);

    const approved = await approve(second.cookie, made.proposal.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await list();
    expect(after.pending).toEqual([]);
    expect(after.accounts).toEqual([
      expect.objectContaining({
        bankName: 'Commerzbank',
        iban: 'DE89370400440532013000',
        accountNumber: null,
        bic: 'COBADEFFXXX',
        currency: 'EUR',
        openingDate: '2026-01-01',
        registeredBy: { id: cast.admin.id, name: expect.any(String) },
        approvedBy: { id: second.id, name: 'Bea Second' },
      }),
    ]);
  });

  it('refuses a second account in the same currency, saying why, now and when approved', async () => {
    const response = await call(cast.admin.cookie, 'POST', '/api/admin/trust-accounts', {
      ...EUR_ACCOUNT,
      iban: 'FR1420041010050500013M02606',
      bic: 'BNPAFRPP',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { currency: expect.stringContaining('one trust account per currency') },
    });
    expect(response.json().error.message).toContain('DE89 3704 0044 0532 0130 00');
  });

  it('re-validates when applied: an IBAN registered meanwhile is refused and nothing changes', async () => {
    const usd = {
      bankName: 'NatWest',
      iban: 'GB29NWBK60161331926819',
      bic: 'NWBKGB2L',
      currency: 'USD',
      openingDate: '2026-01-01',
    };
    const first = await propose(cast.admin.cookie, usd);
    const twin = await propose(second.cookie, { ...usd, currency: 'GBP' });
    expect((await approve(second.cookie, first.proposal.id)).statusCode).toBe(200);
    const late = await approve(cast.admin.cookie, twin.proposal.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toContain('already registered as the USD trust account');
    expect((await t.db.select().from(trustAccounts).where(eq(trustAccounts.currency, 'GBP'))).length).toBe(0);
  });

  it('answers 400 with the field for an invalid IBAN, BIC, currency or date, and stores nothing', async () => {
    const before = (await t.db.select().from(trustAccounts)).length;
    const response = await call(cast.admin.cookie, 'POST', '/api/admin/trust-accounts', {
      bankName: 'Bank',
      iban: 'DE89370400440532013001',
      bic: 'NOTABIC',
      currency: 'SEK',
      openingDate: '1 March',
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(fields.currency).toBe('Choose a currency the trust ledger keeps');
    expect(fields.openingDate).toContain('YYYY-MM-DD');
    const iban = await call(cast.admin.cookie, 'POST', '/api/admin/trust-accounts', {
      ...EUR_ACCOUNT,
      currency: 'CHF',
      iban: 'DE89370400440532013001',
    });
    expect(iban.json().error.fields.iban).toContain('check digits');
    const bic = await call(cast.admin.cookie, 'POST', '/api/admin/trust-accounts', {
      ...EUR_ACCOUNT,
      currency: 'CHF',
      iban: 'CH9300762011623852957',
      bic: 'NOTABIC',
    });
    expect(bic.json().error.fields.bic).toContain('8 or 11');
    const neither = await call(cast.admin.cookie, 'POST', '/api/admin/trust-accounts', {
      ...EUR_ACCOUNT,
      currency: 'CHF',
      iban: '',
    });
    expect(neither.json().error.fields.iban).toContain('account number and bank code');
    expect((await t.db.select().from(trustAccounts)).length).toBe(before);
  });

  it('takes an account number with its bank code outside IBAN countries', async () => {
    const made = await propose(cast.admin.cookie, {
      bankName: 'Westpac',
      accountNumber: '1234 5678',
      bankCode: '032-000',
      bic: 'WPACAU2S',
      currency: 'AUD',
      openingDate: '2026-01-01',
    });
    expect((await approve(second.cookie, made.proposal.id)).statusCode).toBe(200);
    const [aud] = (await list()).accounts.filter((a: { currency: string }) => a.currency === 'AUD');
    expect(aud).toMatchObject({ iban: null, accountNumber: '12345678', bankCode: '032-000' });
  });

  it('a change waits for a second admin too, and then applies', async () => {
    const [eur] = await t.db.select().from(trustAccounts).where(eq(trustAccounts.currency, 'EUR'));
    const made = await propose(
      cast.admin.cookie,
      { ...EUR_ACCOUNT, bankName: 'Commerzbank AG' },
      'PUT',
      eur!.id,
    );
    expect(made.proposal.kind).toBe('trust_account_change');
    expect((await t.db.select().from(trustAccounts).where(eq(trustAccounts.id, eur!.id)))[0]!.bankName).toBe(
      'Commerzbank',
    );
    expect((await approve(second.cookie, made.proposal.id)).statusCode).toBe(200);
    expect((await t.db.select().from(trustAccounts).where(eq(trustAccounts.id, eur!.id)))[0]!.bankName).toBe(
      'Commerzbank AG',
    );
  });
});

describe('importing a statement', () => {
  const statement = (args: { id: string; currency: string; iban?: string; from?: string }) =>
    camtStatement({
      id: args.id,
      currency: args.currency,
      iban: args.iban,
      from: args.from ?? '2026-03-01',
      to: '2026-03-31',
      openingCents: 0,
      entries: [{ cents: 10_000, day: args.from ?? '2026-03-02' }],
    });

  it('refuses an unregistered account, naming the account and currency, and stores nothing', async () => {
    const response = await importCamt(
      cast.admin.cookie,
      statement({ id: 'NL-1', currency: 'CHF', iban: 'CH9300762011623852957' }),
      'unknown.xml',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed' });
    expect(response.json().error.message).toContain(
      'No trust account is registered for CH93 0076 2011 6238 5295 7 in CHF',
    );
    expect(await t.db.select().from(bankStatements)).toEqual([]);
  });

  it('refuses a registered IBAN in another currency', async () => {
    const response = await importCamt(
      cast.admin.cookie,
      statement({ id: 'W-1', currency: 'USD', iban: 'DE89370400440532013000' }),
      'wrong.xml',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('DE89 3704 0044 0532 0130 00 in USD');
    expect(response.json().error.message).toContain('registered as the EUR trust account');
    expect(await t.db.select().from(bankStatements)).toEqual([]);
  });

  it('refuses a statement dated before the account was opened', async () => {
    const response = await importCamt(
      cast.admin.cookie,
      statement({ id: 'OLD-1', currency: 'EUR', from: '2025-12-01' }),
      'old.xml',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(
      'before the trust account DE89 3704 0044 0532 0130 00 was opened',
    );
  });

  it('imports a registered account’s statement and stores the account on it', async () => {
    const response = await importCamt(
      cast.admin.cookie,
      statement({ id: 'OK-1', currency: 'EUR' }),
      'ok.xml',
    );
    expect(response.statusCode, response.body).toBe(201);
    const [eur] = await t.db.select().from(trustAccounts).where(eq(trustAccounts.currency, 'EUR'));
    const [stored] = await t.db.select().from(bankStatements);
    expect(stored!.trustAccountId).toBe(eur!.id);
  });

  it('once statements are in, the account’s IBAN and currency cannot change', async () => {
    const [eur] = await t.db.select().from(trustAccounts).where(eq(trustAccounts.currency, 'EUR'));
    const response = await call(cast.admin.cookie, 'PUT', `/api/admin/trust-accounts/${eur!.id}`, {
      ...EUR_ACCOUNT,
      iban: 'FR1420041010050500013M02606',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('cannot change');
  });
});
