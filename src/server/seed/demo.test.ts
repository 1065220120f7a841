import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-db';
import { firmProfileSchema } from '../../shared/contracts/public-site';
import { FEE_AGREEMENT_VERSION } from '../../shared/domain/fee-agreement';
import { mailSetup } from '../core/emails';
import { getFirmSettings } from '../core/firm-settings';
import type { Database } from '../db/client';
import {
  caseEvents,
  cases,
  desks,
  feeAgreements,
  indicatorCaseReviews,
  leads,
  outboxEmails,
  users,
} from '../db/schema';
import { feeAgreementSha256 } from '../modules/cases';
import { caseTotals } from '../modules/ledger';
import { checkIndicator } from '../modules/public-site/indicator-check';
import { DEMO_PASSWORDS, seedDemoIfEmpty } from './demo';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const sessionSecret = 'demo-seed-test-secret-of-at-least-32-characters';
/** Another address than the default: the demo's emails must link to the server they run on. */
const PUBLIC_URL = new URL('https://portal.demo-firm.example:8443');
const SEED_OPTIONS = { sessionSecret, mail: mailSetup({ publicUrl: PUBLIC_URL, sessionSecret }) };

describe('demo seed', () => {
  it('builds the demo firm README describes, once', async () => {
    const accounts = await seedDemoIfEmpty(database.db, SEED_OPTIONS);
    expect(accounts?.map((a) => a.role).sort()).toEqual([
      'admin',
      'admin',
      'client',
      'client',
      'client',
      'lawyer',
      'lawyer',
      'manager',
    ]);
    expect(accounts?.find((a) => a.username === 'admin')?.password).toBe(DEMO_PASSWORDS.admin);

    const [desk] = await database.db.select().from(desks);
    expect(desk!.countries).toEqual(['DE', 'NL', 'FR']);
    const staff = await database.db.select().from(users).where(eq(users.deskId, desk!.id));
    expect(staff.map((u) => u.role).sort()).toEqual(['lawyer', 'lawyer', 'manager']);

    const demoCases = await database.db.select().from(cases);
    expect(demoCases).toHaveLength(3);
    expect(new Set(demoCases.map((c) => c.phase)).size).toBe(3);
    expect(demoCases.every((c) => /^RC-\d{4}-\d{6}$/.test(c.reference) && c.feeRateBps === 2000)).toBe(true);

    // Every figure the demo shows comes from records: leads, timelines and one real recovery.
    const demoLeads = await database.db.select().from(leads);
    expect(demoLeads.map((l) => l.status).sort()).toEqual(['contacted', 'converted', 'converted']);
    const legal = demoCases.find((c) => c.phase === 'legal')!;
    expect(await caseTotals(database.db, legal.id)).toEqual({
      recoveredCents: 3_000_000,
      feeCents: 600_000,
      clientShareCents: 2_400_000,
      // Reported by the lawyer and confirmed by the administrator (D26): nothing left awaiting.
      reportedCents: 0,
    });
    const events = await database.db.select().from(caseEvents).where(eq(caseEvents.caseId, legal.id));
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['case_opened', 'phase_changed']));

    // Every demo client accepted the fee agreement, in their language (Daan's case is still `new`).
    const accepted = await database.db
      .select({
        a: feeAgreements,
        phase: cases.phase,
        language: users.language,
        first: users.firstName,
        last: users.lastName,
      })
      .from(feeAgreements)
      .innerJoin(cases, eq(cases.id, feeAgreements.caseId))
      .innerJoin(users, eq(users.id, feeAgreements.clientId));
    expect(accepted.map((r) => r.phase).sort()).toEqual(['investigation', 'legal', 'new']);
    for (const { a, language, first, last } of accepted) {
      expect(a).toMatchObject({
        version: FEE_AGREEMENT_VERSION,
        language,
        textSha256: feeAgreementSha256(FEE_AGREEMENT_VERSION, language, 2000),
        signedName: `${first} ${last}`,
        ip: '127.0.0.1',
        userAgent: 'demo seed',
      });
    }

    // The published identity is plainly a demo: reserved .example domain, DEMO numbers.
    const { firmProfile } = await getFirmSettings(database.db);
    expect(firmProfileSchema.parse(firmProfile)).toEqual(firmProfile);
    expect(firmProfile).toMatchObject({
      legalName: 'Recourse Legal (demo)',
      email: 'contact@recourse.example',
      officialDomains: ['recourse.example'],
      barRegistrations: [{ number: 'DEMO-0001' }],
    });

    // README: the platform all three were sent to is known to the public check on a fresh start
    // (D38: three accepted clients, each reviewed on their case by the desk's manager, who did
    // not enter it, on a case a lawyer worked on too).
    expect(
      await checkIndicator({ db: database.db, ip: '10.0.0.1', value: 'https://coinmax-pro.com/' }),
    ).toEqual({
      result: 'known',
      reports: '3-10',
      kind: 'domain',
    });
    const reviews = await database.db
      .select({ caseId: indicatorCaseReviews.caseId, by: users.username })
      .from(indicatorCaseReviews)
      .innerJoin(users, eq(users.id, indicatorCaseReviews.reviewedBy));
    expect(reviews.map((r) => r.by)).toEqual(['mara.jansen', 'mara.jansen', 'mara.jansen']);
    expect(new Set(reviews.map((r) => r.caseId)).size).toBe(3);

    expect(await seedDemoIfEmpty(database.db, SEED_OPTIONS)).toBeNull();
    expect(await database.db.select().from(cases)).toHaveLength(3);
  });

  it('links its emails to the configured public address, without any app or route registered', async () => {
    const [funds] = await database.db
      .select({ body: outboxEmails.textBody })
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'recovery_recorded'));
    expect(funds?.body).toContain('https://portal.demo-firm.example:8443/client-dashboard');
    expect(funds?.body).not.toContain('localhost');
  });

  it('seeds exactly once when several instances start together on one empty database', async () => {
    // A database of its own: the test above has already seeded the shared one.
    const empty = await openTestDatabase();
    try {
      const results = await Promise.all([1, 2, 3].map(() => seedDemoIfEmpty(empty.db, SEED_OPTIONS)));
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect(await empty.db.select().from(users)).toHaveLength(8);
    } finally {
      await empty.close();
    }
  });
});
