import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { payoutMethods } from '../../db/schema';
import { createCase, createUser } from '../../seed/factories';
import { payoutDetailsBox, sealPlainPayoutDetails } from './payout-methods';

/** Issue 15 item 10: IBANs and wallet addresses are sealed at rest and shown masked as before. */
const t = appPerFile();

const IBAN = 'NL91ABNA0417164300';
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
const rowText = async (id: string) =>
  (
    await queryRows<{ row: string }>(
      t.db,
      sql`select row_to_json(p)::text as row from payout_methods p where id = ${id}`,
    )
  )[0]!.row;

describe('payout details at rest', () => {
  it('are stored sealed, never in clear, and the API shows them masked as before', async () => {
    const { cookie } = await loginAs(t, 'client', { firstName: 'Anna', lastName: 'de Vries' });
    const add = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/client/payout-methods', payload, headers: { cookie } });
    const bank = await add({
      kind: 'bank_account',
      holderName: 'Anna de Vries',
      iban: 'NL91 ABNA 0417 1643 00',
    });
    const wallet = await add({
      kind: 'crypto_wallet',
      holderName: 'Anna de Vries',
      network: 'ethereum',
      walletAddress: WALLET,
    });
    expect(bank.json().maskedDetails).toBe('NL91 •••• 4300');
    expect(wallet.json().maskedDetails).toBe('0x5290…9EE7');

    const bankRow = await rowText(bank.json().id);
    for (const piece of [IBAN, '0417164300', 'ABNA 0417']) expect(bankRow).not.toContain(piece);
    const walletRow = await rowText(wallet.json().id);
    expect(walletRow).not.toContain(WALLET.slice(2, 30));
    // Sealed, not lost: the firm's key opens them.
    const [stored] = await t.db.select().from(payoutMethods).where(eq(payoutMethods.id, bank.json().id));
    expect(payoutDetailsBox(t.config.sessionSecret).open(stored!.iban!)).toBe(IBAN);

    const listed = (await t.app.inject({ url: '/api/client/payout-methods', headers: { cookie } })).json();
    expect(listed.payoutMethods.map((m: { maskedDetails: string }) => m.maskedDetails).sort()).toEqual([
      '0x5290…9EE7',
      'NL91 •••• 4300',
    ]);
  });

  it('written in clear before the upgrade are sealed once at start, idempotently', async () => {
    const client = await createUser(t.db, { firstName: 'Old', lastName: 'Row' });
    await createCase(t.db, { clientId: client.id });
    const [legacy] = await t.db
      .insert(payoutMethods)
      .values({ clientId: client.id, kind: 'bank_account', holderName: 'Old Row', label: 'Bank', iban: IBAN })
      .returning();
    const [legacyWallet] = await t.db
      .insert(payoutMethods)
      .values({
        clientId: client.id,
        kind: 'crypto_wallet',
        holderName: 'Old Row',
        label: 'ethereum wallet',
        network: 'ethereum',
        walletAddress: WALLET,
      })
      .returning();

    expect(await sealPlainPayoutDetails(t.db, t.config.sessionSecret)).toBe(2);
    expect(await sealPlainPayoutDetails(t.db, t.config.sessionSecret)).toBe(0);

    expect(await rowText(legacy!.id)).not.toContain('0417164300');
    expect(await rowText(legacyWallet!.id)).not.toContain(WALLET.slice(2, 30));
    const [bank] = await t.db.select().from(payoutMethods).where(eq(payoutMethods.id, legacy!.id));
    expect(bank!.maskedDetails).toBe('NL91 •••• 4300');
    expect(payoutDetailsBox(t.config.sessionSecret).open(bank!.iban!)).toBe(IBAN);
  });
});
