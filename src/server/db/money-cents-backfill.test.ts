import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile, loginAs } from '../../../tests/support/test-app';
import { findAppRoot } from '../app-root';
import { createCase } from '../seed/factories';
import { caseEvents, notifications } from './schema';

/**
 * Migration 0023: screens read money in cents only, so notifications and registration events
 * written before issue 16 get their cents. The migration has run on this database already; the
 * rows below are written the old way afterwards, and the migration's statements are run again
 * over them (they only touch rows that still lack cents, so running them twice is harmless).
 */
const t = appPerFile();

async function runBackfill() {
  const file = readFileSync(`${findAppRoot()}/drizzle/0023_money_cents_in_stored_params.sql`, 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

describe('money cents backfill (migration 0023)', () => {
  it("gives an old money notification its cents, which is what the reader's screen shows", async () => {
    const { user, cookie } = await loginAs(t, 'client');
    await t.db.insert(notifications).values([
      {
        userId: user.id,
        kind: 'recovery_recorded',
        params: { amount: 1234.56, fee: 246.91, share: 987.65, currency: 'EUR' },
      },
      { userId: user.id, kind: 'withdrawal_paid', params: { amount: 0.1, currency: 'USD' } },
      { userId: user.id, kind: 'case_phase_changed', params: { reference: 'RC-1' } },
    ]);
    await runBackfill();
    await runBackfill();

    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })
    ).json();
    const byKind = Object.fromEntries(
      listed.notifications.map((n: { kind: string; params: object }) => [n.kind, n.params]),
    );
    expect(byKind.recovery_recorded).toEqual({
      amount: 1234.56,
      amountCents: 123456,
      fee: 246.91,
      feeCents: 24691,
      share: 987.65,
      shareCents: 98765,
      currency: 'EUR',
    });
    expect(byKind.withdrawal_paid).toEqual({ amount: 0.1, amountCents: 10, currency: 'USD' });
    expect(byKind.case_phase_changed).toEqual({ reference: 'RC-1' });
  });

  it("names a registration's stored loss as cents, and leaves events that already have cents alone", async () => {
    const { user } = await loginAs(t, 'client');
    const theCase = await createCase(t.db, { clientId: user.id });
    const [old] = await t.db
      .insert(caseEvents)
      .values({
        caseId: theCase.id,
        kind: 'case_opened',
        data: { source: 'registration', amountLost: 500000, currency: 'USD' },
      })
      .returning();
    const [current] = await t.db
      .insert(caseEvents)
      .values({
        caseId: theCase.id,
        kind: 'case_opened',
        data: { source: 'registration', amountLostCents: 700000, currency: 'USD' },
      })
      .returning();
    await runBackfill();

    const [fixed] = await t.db.select().from(caseEvents).where(eq(caseEvents.id, old!.id));
    expect(fixed!.data).toEqual({ source: 'registration', amountLostCents: 500000, currency: 'USD' });
    const [untouched] = await t.db.select().from(caseEvents).where(eq(caseEvents.id, current!.id));
    expect(untouched!.data).toEqual({ source: 'registration', amountLostCents: 700000, currency: 'USD' });
  });
});
