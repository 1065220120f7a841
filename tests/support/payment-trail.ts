import { enrolTotpDirectly } from '../../src/server/core/second-factors';
import type { Db } from '../../src/server/db/client';
import { schemeContacts, schemePayments } from '../../src/server/db/schema';
import { newTotpSecret } from '../../src/server/lib/totp';
import { indicatorIdOf } from '../../src/server/modules/payment-trail/indicator-rows';
import { createUser, type NewUser } from '../../src/server/seed/factories';
import { indicatorsOfPayment } from '../../src/shared/domain/trail/indicators';
import { sessionFor, type TestApp } from './test-app';

/** Real destinations: the EIP-55 example address, a published test IBAN, a mainnet bech32 address. */
export const SAMPLES = {
  evm: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  evmWrongChecksum: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
  iban: 'DE89370400440532013000',
  btc: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  tron: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
} as const;

/** A crypto payment's request body; the wallet and amount may be overridden. */
export const cryptoPayment = (overrides: Record<string, unknown> = {}) => ({
  paidOn: '2026-03-02',
  amount: '2500.00',
  currency: 'EUR',
  method: 'crypto',
  cryptoNetwork: 'ethereum',
  walletAddress: SAMPLES.evm,
  ...overrides,
});

export const bankPayment = (overrides: Record<string, unknown> = {}) => ({
  paidOn: '2026-02-14',
  amount: 1200,
  currency: 'EUR',
  method: 'bank_transfer',
  beneficiaryName: 'Global Asset Services Ltd',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  ...overrides,
});

/** A payment written straight to the table (for fixtures that need a row, not the route). */
export async function insertPayment(db: Db, caseId: string, enteredBy: string, wallet: string = SAMPLES.evm) {
  const input = { method: 'crypto' as const, cryptoNetwork: 'ethereum' as const, walletAddress: wallet };
  const [indicator] = indicatorsOfPayment(input);
  const [row] = await db
    .insert(schemePayments)
    .values({
      caseId,
      enteredBy,
      paidOn: '2026-03-01',
      amountCents: 100_000,
      currency: 'EUR',
      ...input,
      indicatorId: indicator ? await indicatorIdOf(db, indicator) : null,
    })
    .returning();
  return row!;
}

/** A contact point written straight to the table. */
export async function insertContact(
  db: Db,
  caseId: string,
  enteredBy: string,
  domain = 'fxtrade-pro.example',
) {
  const [row] = await db
    .insert(schemeContacts)
    .values({
      caseId,
      enteredBy,
      kind: 'website',
      value: domain,
      indicatorId: await indicatorIdOf(db, { kind: 'domain', value: domain }),
    })
    .returning();
  return row!;
}

/** Someone signed in straight away (staff with their authenticator enrolled, as D27 requires). */
export async function signedInPerson(t: TestApp, role: NewUser['role'], overrides: NewUser = {}) {
  const user = await createUser(t.db, { role, ...overrides });
  if (role !== 'client') await enrolTotpDirectly(t.db, t.config.sessionSecret, user.id, newTotpSecret());
  return { ...user, cookie: await sessionFor(t, user.id) };
}
