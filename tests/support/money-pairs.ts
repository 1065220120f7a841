import { afterAll, beforeAll, expect } from 'vitest';
import { createCase, createDesk, createUser } from '../../src/server/seed/factories';
import { confirmReported } from './recoveries';
import { buildTestApp, loginAs, type TestApp } from './test-app';

/**
 * Issue 16 item 4, checked on real responses: every `<name>Cents` is a whole number, and where the
 * decimal `<name>` stands beside it, the decimal is exactly cents / 100 (both null together).
 * Returns the paths of the pairs found (array indexes as []), so a test can name the figures it
 * expects and a pair cannot silently go missing.
 */
export function expectMoneyPairs(body: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, `${path}[]`);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    for (const [key, cents] of Object.entries(record)) {
      const at = path ? `${path}.${key}` : key;
      if (key.endsWith('Cents') && key !== 'Cents') {
        const name = key.slice(0, -5);
        const decimal = record[name];
        if (cents !== null) expect(Number.isSafeInteger(cents), `${at} is whole cents: ${cents}`).toBe(true);
        if (name in record) {
          if (cents === null) expect(decimal, `${at} is null, so is its decimal`).toBeNull();
          else
            expect(decimal, `${path ? `${path}.` : ''}${name} = ${at} / 100`).toBe((cents as number) / 100);
          found.add(path ? `${path}.${name}` : name);
        }
      }
      walk(record[key], at);
    }
  };
  walk(body, '');
  return [...found];
}

/** GET `url` as `cookie`, expect 200, check its money pairs; returns the pairs' paths. */
export async function pairsOf(t: TestApp, url: string, cookie: string): Promise<string[]> {
  const response = await t.app.inject({ url, headers: { cookie } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return expectMoneyPairs(response.json());
}

let n = 0;
const key = () => `money-pairs-${Date.now()}-${n++}`;

/**
 * Money in every state, with odd cents so a float slip would show: a desk with its manager and
 * lawyer, a client whose case lost 12,345.67 USD, 1,000.01 recovered (fee 200.00, share 800.01),
 * a payout method and a pending withdrawal of 123.45, and an admin.
 */
export async function moneyWorld(t: TestApp) {
  const desk = await createDesk(t.db);
  const admin = await loginAs(t, 'admin');
  const lawyer = await loginAs(t, 'lawyer', { deskId: desk.id });
  const manager = await loginAs(t, 'manager', { deskId: desk.id });
  const client = await loginAs(t, 'client');
  const theCase = await createCase(t.db, {
    clientId: client.user.id,
    lawyerId: lawyer.user.id,
    deskId: desk.id,
    amountLostCents: 1_234_567,
  });
  const call = (cookie: string, method: 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie, 'idempotency-key': key() } });
  const recovery = await call(lawyer.cookie, 'POST', `/api/cases/${theCase.id}/recoveries`, {
    amount: '1000.01',
    receivedAt: '2026-01-15',
    source: 'bank_recall',
    reference: 'RECALL-ODD-CENTS',
  });
  expect(recovery.statusCode, recovery.body).toBe(201);
  const confirmed = await confirmReported(t, theCase.id, recovery.json().id);
  const method = await call(client.cookie, 'POST', '/api/client/payout-methods', {
    kind: 'bank_account',
    holderName: `${client.user.firstName} ${client.user.lastName}`,
    iban: 'NL91ABNA0417164300',
  });
  expect(method.statusCode, method.body).toBe(201);
  const withdrawal = await call(client.cookie, 'POST', '/api/client/withdrawals', {
    amount: '123.45',
    payoutMethodId: method.json().id,
  });
  expect(withdrawal.statusCode, withdrawal.body).toBe(201);
  // A second client, not on the desk, so lists hold rows without money too.
  await createUser(t.db, {});
  return {
    desk,
    admin,
    lawyer,
    manager,
    client,
    theCase,
    /** The confirmed recovery (D26): the booking with the fee and the client's share. */
    recovery: confirmed as unknown as Record<string, unknown>,
    withdrawal: withdrawal.json() as Record<string, unknown>,
  };
}
export type MoneyWorld = Awaited<ReturnType<typeof moneyWorld>>;

/**
 * The setup every money-pairs test file shares: one app and one money world for the whole file,
 * the app closed after. The object is filled in before the first test runs, so read it in tests.
 */
export function withMoneyWorld(): MoneyWorld & { t: TestApp } {
  const file = {} as MoneyWorld & { t: TestApp };
  beforeAll(async () => {
    const t = await buildTestApp();
    Object.assign(file, await moneyWorld(t), { t });
  });
  afterAll(() => file.t?.close());
  return file;
}
