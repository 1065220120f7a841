import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES } from '../../../../tests/support/payment-trail';
import { appPerFile, sessionFor } from '../../../../tests/support/test-app';
import type { Indicator } from '../../../shared/domain/trail/indicators';
import type { IndicatorStatus } from '../../../shared/domain/trail/statuses';
import { enrolTotpDirectly } from '../../core/second-factors';
import {
  auditLog,
  caseEvents,
  indicatorCaseReviews,
  indicators,
  publicCheckCounts,
  rateLimitBuckets,
  schemeContacts,
  schemePayments,
} from '../../db/schema';
import { newTotpSecret } from '../../lib/totp';
import { createCase, createUser } from '../../seed/factories';
import { indicatorIdOf } from '../payment-trail';
import { CHECK_LIMIT } from './indicator-check';

const t = appPerFile();

let ipCounter = 0;
/** Each test asks from its own address, so the per-IP limit of one never touches another. */
const freshIp = () => `10.21.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const tag = () => randomBytes(4).toString('hex');
/** A website no other test uses. */
const site = () => `fx-${tag()}.example`;

const check = (value: string, remoteAddress = freshIp(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/indicator-check',
    payload: { value },
    remoteAddress,
    headers,
  });

/** An amount no answer may contain, in any spelling. */
const PAID_CENTS = 1_234_567;

/**
 * The staff member whose reviews make the sightings below count (D38; the sightings are entered by
 * no one), and the colleague who worked on each case too (the second person a review needs).
 */
let reviewer: string;
let colleague: string;
beforeAll(async () => {
  reviewer = (await createUser(t.db, { role: 'lawyer' })).id;
  colleague = (await createUser(t.db, { role: 'manager' })).id;
});

/**
 * One live sighting of the indicator on a new case of `clientId` (or of a new client): a payment
 * with an amount for a destination, a contact point otherwise, as the trail would store them. The
 * client accepted the fee agreement, a colleague worked on the case and staff reviewed the
 * indicator on it (D38), so it counts; public-check.property.test.ts varies each of these.
 */
async function sight(indicator: Indicator, clientId?: string) {
  const client = clientId ?? (await createUser(t.db, { role: 'client', password: null })).id;
  const theCase = await createCase(t.db, { clientId: client, currency: 'EUR', feeAgreementAccepted: true });
  const indicatorId = await indicatorIdOf(t.db, indicator);
  await t.db.insert(caseEvents).values({ caseId: theCase.id, actorId: colleague, kind: 'lawyer_assigned' });
  await t.db.insert(indicatorCaseReviews).values({ indicatorId, caseId: theCase.id, reviewedBy: reviewer });
  if (indicator.kind === 'iban' || indicator.kind === 'crypto_address') {
    const [row] = await t.db
      .insert(schemePayments)
      .values({
        caseId: theCase.id,
        paidOn: '2026-03-01',
        amountCents: PAID_CENTS,
        currency: 'EUR',
        method: indicator.kind === 'iban' ? 'bank_transfer' : 'crypto',
        indicatorId,
      })
      .returning();
    return { clientId: client, theCase, removal: () => removePayment(row!.id) };
  }
  const kind = indicator.kind === 'domain' ? 'website' : indicator.kind === 'phone' ? 'phone' : 'email';
  const [row] = await t.db
    .insert(schemeContacts)
    .values({ caseId: theCase.id, kind, value: indicator.value, indicatorId })
    .returning();
  return { clientId: client, theCase, removal: () => removeContact(row!.id) };
}
const removePayment = (id: string) =>
  t.db.update(schemePayments).set({ removedAt: new Date() }).where(eq(schemePayments.id, id));
const removeContact = (id: string) =>
  t.db.update(schemeContacts).set({ removedAt: new Date() }).where(eq(schemeContacts.id, id));

/** The indicator reported by `clients` different clients (one case each), with the firm's status. */
async function reported(indicator: Indicator, clients: number, status: IndicatorStatus = 'confirmed') {
  const sightings = [];
  for (let i = 0; i < clients; i++) sightings.push(await sight(indicator));
  await setStatus(indicator, status);
  return sightings;
}
async function setStatus(indicator: Indicator, status: IndicatorStatus) {
  await t.db
    .update(indicators)
    .set({ status })
    .where(eq(indicators.id, await indicatorIdOf(t.db, indicator)));
}

const domain = (value = site()): Indicator => ({ kind: 'domain', value });

describe('POST /api/public/indicator-check: the k-threshold', () => {
  it('answers "not known" for a confirmed website two clients reported, "known" from the third', async () => {
    const indicator = domain();
    await reported(indicator, 2);
    const two = await check(indicator.value);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json()).toEqual({ result: 'not_known' });

    await sight(indicator);
    const three = await check(indicator.value);
    expect(three.json()).toEqual({ result: 'known', reports: '3-10', kind: 'domain' });
  });

  it('counts a client with two cases once', async () => {
    const indicator = domain();
    const [first] = await reported(indicator, 2);
    await sight(indicator, first!.clientId);
    expect((await check(indicator.value)).json()).toEqual({ result: 'not_known' });
  });

  it('answers in ranges: 10 → 3–10, 11 → 11–50, 51 → more than 50', async () => {
    const ten = domain();
    await reported(ten, 10);
    expect((await check(ten.value)).json()).toMatchObject({ reports: '3-10' });
    await sight(ten);
    expect((await check(ten.value)).json()).toMatchObject({ reports: '11-50' });

    const many = domain();
    await reported(many, 51);
    expect((await check(many.value)).json()).toEqual({
      result: 'known',
      reports: 'more-than-50',
      kind: 'domain',
    });
  });

  it.each(['unreviewed', 'false_match'] as const)(
    'never answers "known" for a %s indicator, however many report it',
    async (status) => {
      const indicator = domain();
      await reported(indicator, 5, status);
      expect((await check(indicator.value)).json()).toEqual({ result: 'not_known' });
      await setStatus(indicator, 'confirmed');
      expect((await check(indicator.value)).json()).toMatchObject({ result: 'known' });
    },
  );

  it('does not count removed sightings', async () => {
    const indicator = domain();
    const [first] = await reported(indicator, 3);
    expect((await check(indicator.value)).json()).toMatchObject({ result: 'known' });
    await first!.removal();
    expect((await check(indicator.value)).json()).toEqual({ result: 'not_known' });
  });

  it('answers "not known" for a value no case ever named, and creates no indicator for it', async () => {
    const [before] = await t.db.select({ n: count() }).from(indicators);
    expect((await check(`https://${site()}/`)).json()).toEqual({ result: 'not_known' });
    const [after] = await t.db.select({ n: count() }).from(indicators);
    expect(after!.n).toBe(before!.n);
  });
});

describe('what a visitor may type', () => {
  it('finds a website from a URL with www, a path and capitals', async () => {
    const indicator = domain();
    await reported(indicator, 3);
    const url = `HTTPS://www.${indicator.value.toUpperCase()}/account/login?ref=ad`;
    expect((await check(url)).json()).toEqual({ result: 'known', reports: '3-10', kind: 'domain' });
  });

  it('finds a wallet typed with its EIP-55 capitals or in lowercase', async () => {
    await reported({ kind: 'crypto_address', value: `evm:${SAMPLES.evm.toLowerCase()}` }, 3);
    for (const typed of [SAMPLES.evm, SAMPLES.evm.toLowerCase(), ` ${SAMPLES.evm} `]) {
      expect((await check(typed)).json()).toEqual({
        result: 'known',
        reports: '3-10',
        kind: 'crypto_address',
      });
    }
  });

  it('finds Bitcoin and TRON addresses', async () => {
    await reported({ kind: 'crypto_address', value: `bitcoin:${SAMPLES.btc}` }, 3);
    await reported({ kind: 'crypto_address', value: `tron:${SAMPLES.tron}` }, 3);
    expect((await check(SAMPLES.btc.toUpperCase())).json()).toMatchObject({ result: 'known' });
    expect((await check(SAMPLES.tron)).json()).toMatchObject({ result: 'known' });
  });

  it('finds an IBAN typed with spaces and in lowercase', async () => {
    await reported({ kind: 'iban', value: 'GB82WEST12345698765432' }, 3);
    expect((await check('gb82 west 1234 5698 7654 32')).json()).toEqual({
      result: 'known',
      reports: '3-10',
      kind: 'iban',
    });
  });

  it('finds a phone number written with + or 00', async () => {
    await reported({ kind: 'phone', value: '+442079460958' }, 3);
    for (const typed of ['+44 20 7946 0958', '0044 (0)20 7946-0958', '+44 (0)20 7946 0958']) {
      expect((await check(typed)).json(), typed).toEqual({ result: 'known', reports: '3-10', kind: 'phone' });
    }
  });

  it('finds an email address', async () => {
    const value = `support@${site()}`;
    await reported({ kind: 'email', value }, 3);
    expect((await check(value.toUpperCase())).json()).toEqual({
      result: 'known',
      reports: '3-10',
      kind: 'email',
    });
  });

  it('refuses what is no indicator with a 400 naming what can be checked, in the reader’s language', async () => {
    const response = await check('the man from the bank');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.fields.value).toMatch(/website.*wallet address.*IBAN.*phone number/);
    const german = await check('der Mann von der Bank', freshIp(), { 'accept-language': 'de' });
    expect(german.json().error.fields.value).toContain('Wallet-Adresse');
  });

  it('asks for the country code of a national phone number, and for a retyped IBAN', async () => {
    expect((await check('020 7946 0958')).json().error.fields.value).toMatch(/country code/);
    expect((await check('DE89 3704 0044 0532 0130 01')).json().error.fields.value).toMatch(/check digits/);
  });

  it('refuses an empty or overlong value', async () => {
    expect((await check('   ')).statusCode).toBe(400);
    expect((await check(`${'a'.repeat(300)}.com`)).statusCode).toBe(400);
  });
});

describe('what an answer never says', () => {
  it('names no client, case, amount or date, and carries nothing beyond the range', async () => {
    await reported({ kind: 'iban', value: 'DE89370400440532013000' }, 4);
    const sightings = await t.db
      .select({ caseId: schemePayments.caseId })
      .from(schemePayments)
      .innerJoin(indicators, eq(indicators.id, schemePayments.indicatorId))
      .where(eq(indicators.value, 'DE89370400440532013000'));
    expect(sightings.length).toBeGreaterThanOrEqual(4);
    const response = await check('DE89 3704 0044 0532 0130 00');
    expect(response.json()).toEqual({ result: 'known', reports: '3-10', kind: 'iban' });
    expect(Object.keys(response.json()).sort()).toEqual(['kind', 'reports', 'result']);
    const { body } = response;
    for (const secret of [
      '12345',
      '1234567',
      '12,345',
      '12.345',
      '2026',
      'EUR',
      ...sightings.map((s) => s.caseId),
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('names no client or case reference', async () => {
    const indicator = domain();
    const sightings = await reported(indicator, 3);
    const response = await check(indicator.value);
    for (const { theCase } of sightings) {
      expect(response.body).not.toContain(theCase.reference);
      expect(response.body).not.toContain(theCase.clientId);
    }
  });
});

describe('the limit and the counts', () => {
  it(`allows ${CHECK_LIMIT.perIp} lookups per address per window, then 429 with Retry-After`, async () => {
    const ip = '10.21.99.1';
    for (let i = 0; i < CHECK_LIMIT.perIp; i++) {
      expect((await check(site(), ip)).statusCode).toBe(200);
    }
    const limited = await check(site(), ip, { 'accept-language': 'de' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.json().error.message).toContain('Minuten');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check(site(), '10.21.99.2')).statusCode).toBe(200);
  });

  it('adds one to the day’s count per outcome and keeps nothing else of the lookup', async () => {
    const counts = async () => {
      const rows = await t.db.select().from(publicCheckCounts);
      return Object.fromEntries(rows.map((r) => [r.outcome, r.count]));
    };
    const known = domain();
    await reported(known, 3);
    const typed = `${tag()}-never-stored.example`;
    const [auditBefore] = await t.db.select({ n: count() }).from(auditLog);
    const before = await counts();
    const ip = '10.21.98.7';
    await check(known.value, ip);
    await check(typed, ip);
    await check(typed, ip);
    await check('not a thing at all', ip);
    const after = await counts();
    expect(after.known).toBe((before.known ?? 0) + 1);
    expect(after.not_known).toBe((before.not_known ?? 0) + 2);
    expect(after.unreadable).toBe((before.unreadable ?? 0) + 1);

    // One row per day and outcome, of exactly these columns; nothing of the value or the caller.
    const rows = await t.db.select().from(publicCheckCounts);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['count', 'day', 'outcome']);
      expect(JSON.stringify(row)).not.toMatch(/never-stored|10\.21\.98\.7/);
    }
    const [auditAfter] = await t.db.select({ n: count() }).from(auditLog);
    expect(auditAfter!.n).toBe(auditBefore!.n);
    const [leftover] = await t.db
      .select({ n: count() })
      .from(indicators)
      .where(inArray(indicators.value, [typed]));
    expect(leftover!.n).toBe(0);
    // The rate limit's bucket names the address (it must), never the value.
    const buckets = await t.db.select().from(rateLimitBuckets);
    expect(JSON.stringify(buckets)).not.toContain('never-stored');
  });

  it('counts a refused lookup as rate_limited, and shows the last 30 days to admins only', async () => {
    const ip = '10.21.97.1';
    for (let i = 0; i <= CHECK_LIMIT.perIp; i++) await check(site(), ip);
    const admin = await createUser(t.db, { role: 'admin' });
    await enrolTotpDirectly(t.db, t.config.sessionSecret, admin.id, newTotpSecret());
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/public-check',
      headers: { cookie: await sessionFor(t, admin.id) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { totals, from, to } = response.json();
    expect(totals.rate_limited).toBeGreaterThanOrEqual(1);
    expect(totals.not_known).toBeGreaterThanOrEqual(CHECK_LIMIT.perIp);
    expect(Object.keys(totals).sort()).toEqual(['known', 'not_known', 'rate_limited', 'unreadable']);
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/public-check' })).statusCode).toBe(401);
  });
});
