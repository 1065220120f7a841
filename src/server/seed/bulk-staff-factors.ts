import { and, like, ne } from 'drizzle-orm';
import { enrolTotpDirectly } from '../core/second-factors';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { DEMO_TOTP_SECRET } from './demo-second-factor';

/**
 * D27 for the bench firm: staff cannot open a full session with a password alone, so the bench
 * staff get the demo authenticator secret and `npm run bench` answers the second step with its
 * code. Run on every seed call, because the secret is sealed with the SESSION_SECRET of the
 * process that seeds (the bench's data directory may differ from the one that first seeded).
 */
export async function enrolBulkStaffFactors(db: Db, sessionSecret: string): Promise<number> {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(like(users.username, 'bulk.%'), ne(users.role, 'client')));
  for (const person of staff) await enrolTotpDirectly(db, sessionSecret, person.id, DEMO_TOTP_SECRET);
  return staff.length;
}
