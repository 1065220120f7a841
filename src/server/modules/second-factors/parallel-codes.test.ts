import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appPerFile, signInWithPassword } from '../../../../tests/support/test-app';
import { unusedCode } from '../../../../tests/support/totp-codes';
import { enrolTotpDirectly } from '../../core/second-factors';
import { auditLog, sessions } from '../../db/schema';
import { newTotpSecret, TOTP_PERIOD_SECONDS, totpCode } from '../../lib/totp';
import { createUser } from '../../seed/factories';
import { FACTOR_LIMITS } from './throttles';

// D27 and the proof: a burst of parallel codes must not outrun the per-account limit, and
// one right code sent many times at once signs in once. On PostgreSQL (DATABASE_URL set, as in
// CI) the requests really run at once on a 20-connection pool; the assertions hold on PGlite too.

const t = appPerFile();

const statusesOf = (responses: LightMyRequestResponse[]) => {
  const tally: Record<number, number> = {};
  for (const r of responses) tally[r.statusCode] = (tally[r.statusCode] ?? 0) + 1;
  return tally;
};

async function lawyerAtSecondStep() {
  const user = await createUser(t.db, { role: 'lawyer' });
  const secret = newTotpSecret();
  await enrolTotpDirectly(t.db, t.config.sessionSecret, user.id, secret);
  const { cookie } = await signInWithPassword(t.app, user.username, user.password!);
  return { user, secret, partial: cookie! };
}

const sendCode = (cookie: string, code: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/second-factor/totp',
    headers: { cookie },
    payload: { code },
    remoteAddress,
  });

describe('parallel second-step codes', () => {
  it(`checks at most ${FACTOR_LIMITS.perAccount} of 50 parallel wrong codes; the rest get 429`, async () => {
    const { user, secret, partial } = await lawyerAtSecondStep();
    // 50 different codes, like a guesser's, none of them right now (±1 step), from one address.
    const nowStep = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
    const right = new Set(
      await Promise.all([-1, 0, 1, 2].map((d) => totpCode(secret, (nowStep + d) * TOTP_PERIOD_SECONDS))),
    );
    const guesses = Array.from({ length: 60 }, (_, i) => String(100000 + i * 7919))
      .filter((code) => !right.has(code))
      .slice(0, 50);
    const responses = await Promise.all(guesses.map((code) => sendCode(partial, code, '10.18.1.1')));
    const tally = statusesOf(responses);
    expect((tally[401] ?? 0) + (tally[429] ?? 0)).toBe(50);
    expect(tally[401] ?? 0).toBeLessThanOrEqual(FACTOR_LIMITS.perAccount);
    expect(tally[429]).toBeGreaterThanOrEqual(50 - FACTOR_LIMITS.perAccount);
    for (const r of responses.filter((r) => r.statusCode === 429)) {
      expect(r.json().error.code).toBe('rate_limited');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    // What the server actually checked: each check of a wrong code leaves one audit row.
    const [row] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'auth.second_factor.failed')));
    expect(row!.n).toBeLessThanOrEqual(FACTOR_LIMITS.perAccount);
    expect(row!.n).toBe(tally[401] ?? 0);
  });

  it('signs in exactly once from 10 parallel sends of the same right code', async () => {
    const { user, secret, partial } = await lawyerAtSecondStep();
    const code = await unusedCode(secret);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => sendCode(partial, code, '10.18.1.2')),
    );
    const tally = statusesOf(responses);
    expect(tally[200]).toBe(1);
    // The others were refused: wrong (spent) code, throttled, or their partial session already gone.
    expect((tally[401] ?? 0) + (tally[429] ?? 0)).toBe(9);
    const complete = await t.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), eq(sessions.stage, 'complete')));
    expect(complete[0]!.n).toBe(1);
  });
});
