import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../tests/support/test-app';
import { sessionSettingsOf } from '../core/session-cookie';
import { createSession } from '../core/sessions';
import { authChallenges, rateLimitBuckets, sessions, signInCodes } from '../db/schema';
import { createUser } from '../seed/factories';
import { purgeExpired } from './housekeeping';

/** The periodic purge: what expired goes, what is still usable stays. */
const t = appPerFile();

const MINUTE = 60_000;
const past = () => new Date(Date.now() - MINUTE);
const future = () => new Date(Date.now() + 10 * MINUTE);

describe('purgeExpired', () => {
  it('deletes expired sessions, rate-limit windows, passkey challenges and sign-in codes, and keeps live ones', async () => {
    const user = await createUser(t.db, { role: 'client' });
    const settings = sessionSettingsOf(t.config, t.app.deps.mail);
    const live = await createSession(t.db, settings, { userId: user.id, ip: null, userAgent: null });
    const ended = await createSession(t.db, settings, { userId: user.id, ip: null, userAgent: null });
    await t.db.update(sessions).set({ expiresAt: past() }).where(eq(sessions.id, ended.sessionId));
    await t.db.insert(rateLimitBuckets).values([
      { key: 'housekeeping:old', count: 3, resetAt: past() },
      { key: 'housekeeping:open', count: 3, resetAt: future() },
    ]);
    const [oldChallenge, openChallenge] = await t.db
      .insert(authChallenges)
      .values([
        { challenge: 'old', purpose: 'sign_in', userId: null, expiresAt: past() },
        { challenge: 'open', purpose: 'sign_in', userId: null, expiresAt: future() },
      ])
      .returning({ id: authChallenges.id });
    const [oldCode, openCode] = await t.db
      .insert(signInCodes)
      .values([
        { userId: user.id, codeHash: 'old', expiresAt: past() },
        { userId: user.id, codeHash: 'open', expiresAt: future() },
      ])
      .returning({ id: signInCodes.id });

    await purgeExpired(t.db, t.config);

    const sessionIds = (await t.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(sessionIds).toContain(live.sessionId);
    expect(sessionIds).not.toContain(ended.sessionId);
    const keys = (await t.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((r) => r.key);
    expect(keys).toContain('housekeeping:open');
    expect(keys).not.toContain('housekeeping:old');
    const challenges = (await t.db.select({ id: authChallenges.id }).from(authChallenges)).map((r) => r.id);
    expect(challenges).toEqual([openChallenge!.id]);
    expect(challenges).not.toContain(oldChallenge!.id);
    const codes = (await t.db.select({ id: signInCodes.id }).from(signInCodes)).map((r) => r.id);
    expect(codes).toEqual([openCode!.id]);
    expect(codes).not.toContain(oldCode!.id);
  });
});
