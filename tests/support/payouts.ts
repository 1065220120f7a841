import { expect } from 'vitest';
import { createCase, createUser } from '../../src/server/seed/factories';
import { signIn, type TestApp } from './test-app';

/**
 * The client the withdrawal tests pay out to: Anna de Vries, signed in, with a case of
 * `lawyerId`'s. Money on it comes through each test's own recovery, as its subject needs.
 */
export async function annaWithCase(t: TestApp, lawyerId: string) {
  const client = await createUser(t.db, { firstName: 'Anna', lastName: 'de Vries' });
  const cookie = (await signIn(t.app, client.username, client.password!)).cookie!;
  const theCase = await createCase(t.db, { clientId: client.id, lawyerId });
  return { client, cookie, theCase };
}

/**
 * Her Dutch bank account added as a payout method through the API (201); returns its id.
 * `extra` names the bank or its BIC.
 */
export async function annasBankAccount(t: TestApp, cookie: string, extra: Record<string, string>) {
  const method = await t.app.inject({
    method: 'POST',
    url: '/api/client/payout-methods',
    payload: { kind: 'bank_account', holderName: 'Anna de Vries', iban: 'NL91 ABNA 0417 1643 00', ...extra },
    headers: { cookie },
  });
  expect(method.statusCode, method.body).toBe(201);
  return method.json().id as string;
}
