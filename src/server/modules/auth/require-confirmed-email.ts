import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/domain/errors';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** D28: payout methods and withdrawals wait for a confirmed address (a provisional one never is). */
export async function assertEmailConfirmed(db: Db, userId: string): Promise<void> {
  const [row] = await db
    .select({ confirmedAt: users.emailConfirmedAt, provisional: users.provisional })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.confirmedAt || row.provisional) {
    throw new AppError('email_unconfirmed', 'auth.email_unconfirmed');
  }
}
