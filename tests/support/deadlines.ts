import type { Db } from '../../src/server/db/client';
import { schemePayments } from '../../src/server/db/schema';
import { addCalendarDays, type PaymentMethod } from '../../src/shared/domain/deadlines';

type Network = (typeof schemePayments.$inferInsert)['cardNetwork'];

/** A payment written straight to the trail (its destination does not matter to deadlines). */
export async function insertTrailPayment(
  db: Db,
  caseId: string,
  input: {
    paidOn: string;
    method?: PaymentMethod;
    cardNetwork?: Network;
    amountCents?: number;
    currency?: string;
  },
) {
  const [row] = await db
    .insert(schemePayments)
    .values({
      caseId,
      paidOn: input.paidOn,
      method: input.method ?? 'crypto',
      cardNetwork: input.cardNetwork ?? null,
      amountCents: input.amountCents ?? 250_000,
      currency: input.currency ?? 'EUR',
    })
    .returning();
  return row!;
}

/** Today (UTC) and days from it, as the server counts deadlines. */
export const today = () => new Date().toISOString().slice(0, 10);
export const daysFromToday = (days: number) => addCalendarDays(today(), days);
