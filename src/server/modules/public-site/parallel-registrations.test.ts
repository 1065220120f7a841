import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../../tests/support/test-app';
import { cases, leads, users } from '../../db/schema';
import { REGISTER_LIMIT } from './registration';

// Issue 15 item 2: the review saw 25 of 25 parallel registrations from one address pass a limit
// of 10. Real concurrency on PostgreSQL (the test pool has 20 connections); same assertions on PGlite.

const t = appPerFile();

const registration = () => ({
  firstName: 'Jane',
  lastName: 'Doe',
  email: `jane.${randomBytes(4).toString('hex')}@example.test`,
  country: 'NL',
  fraudType: 'cryptocurrency',
  amountLost: '2500.00',
  description: 'A trading platform stopped answering after I deposited.',
});

const tableCounts = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]!.n,
  cases: (await t.db.select({ n: count() }).from(cases))[0]!.n,
  leads: (await t.db.select({ n: count() }).from(leads))[0]!.n,
});

describe('parallel registrations from one address', () => {
  it(`let at most ${REGISTER_LIMIT.perIp} of 25 through; the others get 429 and create nothing`, async () => {
    const before = await tableCounts();
    const responses = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: registration(),
          remoteAddress: '10.3.0.1',
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(created.length).toBeLessThanOrEqual(REGISTER_LIMIT.perIp);
    expect(created.length + refused.length).toBe(25);
    for (const r of refused) {
      expect(r.json().error.code).toBe('rate_limited');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(r.cookies).toHaveLength(0);
    }
    const after = await tableCounts();
    expect(after.users - before.users).toBe(created.length);
    expect(after.cases - before.cases).toBe(created.length);
    expect(after.leads - before.leads).toBe(created.length);
  });
});
