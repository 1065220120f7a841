import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { authChallenges } from '../../db/schema';

/** A ceremony's challenge is answered within this long, or asked for again. */
export const CHALLENGE_MINUTES = 5;

export type ChallengePurpose = 'registration' | 'sign_in' | 'second_factor';

/**
 * Who we are to the authenticator (issue 18 item 2): the relying-party id and the origin come from
 * PUBLIC_URL, so a passkey made for this firm's address answers nowhere else (phishing-resistant).
 */
export function relyingPartyOf(config: Pick<Config, 'publicUrl'>) {
  return { name: 'Recourse', id: config.publicUrl.hostname, origin: config.publicUrl.origin };
}
export type RelyingParty = ReturnType<typeof relyingPartyOf>;

/** Keeps a challenge on the server until answered; its id goes to the browser with the options. */
export async function storeChallenge(
  db: Db,
  args: { challenge: string; purpose: ChallengePurpose; userId: string | null },
): Promise<string> {
  const [row] = await db
    .insert(authChallenges)
    .values({ ...args, expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000) })
    .returning({ id: authChallenges.id });
  return row!.id;
}

/**
 * Spends a challenge: returns it if it is unused, unexpired, for this purpose and this person
 * (null for a passwordless sign-in), else null. The conditional UPDATE claims it before the
 * answer is checked, so one answer replayed, even twice at the same instant, is checked once.
 */
export async function spendChallenge(
  db: Db,
  where: ({ id: string } | { challenge: string }) & { purpose: ChallengePurpose; userId: string | null },
): Promise<string | null> {
  const [row] = await db
    .update(authChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        'id' in where ? eq(authChallenges.id, where.id) : eq(authChallenges.challenge, where.challenge),
        eq(authChallenges.purpose, where.purpose),
        where.userId ? eq(authChallenges.userId, where.userId) : isNull(authChallenges.userId),
        isNull(authChallenges.usedAt),
        gt(authChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: authChallenges.challenge });
  return row?.challenge ?? null;
}
