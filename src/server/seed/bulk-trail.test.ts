import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, sessionFor } from '../../../tests/support/test-app';
import { KNOWN_FROM_CLIENTS } from '../../shared/domain/public-check';
import { indicatorOfContact, indicatorsOfPayment } from '../../shared/domain/trail/indicators';
import { queryRows } from '../db/client';
import { cases, countedSightings, indicators, schemeContacts, schemePayments, users } from '../db/schema';
import { seedBulk } from './bulk';
import { enrolBulkStaffFactors } from './bulk-staff-factors';
import { HOT_EVERY, HOT_INDICATORS, seedBulkTrails } from './bulk-trail';

const t = appPerFile();
const CLIENTS = 120;

/** A bench case of the given hot slot (reference number modulo HOT_EVERY) that has a lawyer. */
async function caseOfSlot(slot: number) {
  const [row] = await queryRows<{ id: string; lawyer_id: string }>(
    t.db,
    sql`select id, lawyer_id from cases
        where lawyer_id is not null and substring(reference from '([0-9]+)$')::int % ${HOT_EVERY} = ${slot}
        order by reference limit 1`,
  );
  if (!row) throw new Error(`no assigned bench case in slot ${slot}`);
  return row;
}

const get = async (userId: string, url: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: await sessionFor(t, userId) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the bench payment trails (issue 34)', () => {
  beforeAll(async () => {
    await seedBulk(t.db, CLIENTS);
    await enrolBulkStaffFactors(t.db, t.config.sessionSecret);
    expect(await seedBulkTrails(t.db)).toBe(CLIENTS * 2 * 2);
  }, 120_000);

  it('adds them once: a second run adds nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(schemePayments);
    expect(await seedBulkTrails(t.db)).toBe(0);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(schemePayments)).toEqual(before);
  });

  it('stores each destination with the indicator the app itself derives from what was typed', async () => {
    const payments = await t.db
      .select({ p: schemePayments, kind: indicators.kind, value: indicators.value })
      .from(schemePayments)
      .innerJoin(indicators, eq(indicators.id, schemePayments.indicatorId));
    expect(new Set(payments.map((r) => r.p.method))).toEqual(new Set(['crypto', 'bank_transfer', 'card']));
    for (const { p, kind, value } of payments) expect(indicatorsOfPayment(p)).toEqual([{ kind, value }]);
    const contacts = await t.db
      .select({ c: schemeContacts, kind: indicators.kind, value: indicators.value })
      .from(schemeContacts)
      .innerJoin(indicators, eq(indicators.id, schemeContacts.indicatorId));
    expect(contacts.length).toBeGreaterThan(0);
    for (const { c, kind, value } of contacts) {
      expect(indicatorOfContact({ kind: 'website', value: c.value })).toEqual({ kind, value });
    }
  });

  it("answers a lawyer's payment trail, links and scheme with the seeded rows", async () => {
    const hot = await caseOfSlot(0);
    const trail = await get(hot.lawyer_id, `/api/cases/${hot.id}/payment-trail`);
    expect(trail.payments.length + trail.contacts.length).toBe(2);
    expect(trail.payments[0].indicator).toMatchObject({
      kind: 'crypto_address',
      value: HOT_INDICATORS.wallet.value,
      status: 'confirmed',
    });
    const hotCases = await t.db
      .select({ n: sql<number>`count(distinct ${schemePayments.caseId})::int` })
      .from(schemePayments)
      .innerJoin(indicators, eq(indicators.id, schemePayments.indicatorId))
      .where(eq(indicators.value, HOT_INDICATORS.wallet.value));
    const links = await get(hot.lawyer_id, `/api/cases/${hot.id}/indicators`);
    const wallet = links.indicators.find((i: { value: string }) => i.value === HOT_INDICATORS.wallet.value);
    expect(wallet.otherCases).toBe(hotCases[0]!.n - 1);
    expect(wallet.otherCases).toBeGreaterThan(1);
    const scheme = await get(hot.lawyer_id, `/api/cases/${hot.id}/scheme`);
    expect(scheme.totalCases).toBeGreaterThanOrEqual(hotCases[0]!.n);
  });

  it('gives every hot indicator reviews the public check counts, and the check reads them', async () => {
    for (const hot of Object.values(HOT_INDICATORS)) {
      const counted = await t.db
        .select({ caseId: countedSightings.caseId, clientId: countedSightings.clientId })
        .from(countedSightings)
        .innerJoin(indicators, eq(indicators.id, countedSightings.indicatorId))
        .where(and(eq(indicators.kind, hot.kind), eq(indicators.value, hot.value)));
      const accepted = await queryRows<{ n: number }>(
        t.db,
        sql`select count(distinct k.id)::int as n from cases k
            join ${indicators} i on i.kind = ${hot.kind} and i.value = ${hot.value}
            join indicator_sightings s on s.case_id = k.id and s.indicator_id = i.id
            where k.phase <> 'new' and k.lawyer_id is not null and k.desk_id is not null`,
      );
      expect(counted.length).toBe(accepted[0]!.n);
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/public/indicator-check',
        payload: { value: hot.typed },
      });
      expect(check.statusCode, check.body).toBe(200);
      const clients = new Set(counted.map((c) => c.clientId)).size;
      expect(check.json().result).toBe(clients >= KNOWN_FROM_CLIENTS ? 'known' : 'not_known');
    }
  });

  it('leaves the demo people alone and gives the signed-in bench clients their password', async () => {
    const withPassword = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(like(users.username, 'bulk.client.%'), isNotNull(users.passwordHash)));
    expect(withPassword[0]!.n).toBe(CLIENTS);
    const trailCases = await t.db
      .select({ n: sql<number>`count(distinct ${cases.id})::int` })
      .from(cases)
      .innerJoin(schemePayments, eq(schemePayments.caseId, cases.id));
    expect(trailCases[0]!.n).toBe(CLIENTS * 2);
  });
});
