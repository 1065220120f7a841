import type { SecondStepFactor, SecondStepFactors } from '../../../shared/contracts/second-factors';
import { AppError } from '../../../shared/domain/errors';
import type { Actor } from '../../core/actor';
import { factorsOf } from '../../core/second-factors';
import type { Db } from '../../db/client';
import { recoveryCodesLeft } from './recovery-codes';

/**
 * What the second-step page may offer this person (issue 31 item 7): a passkey only to someone
 * who registered one, the app's code only to someone with a confirmed app, recovery codes only
 * while unused ones are left. The page asks the server rather than guessing, so no one is shown
 * a code field for an app they never set up.
 */
export async function offeredFactors(db: Db, actor: Actor): Promise<SecondStepFactors> {
  if (actor.stage !== 'second_factor')
    throw new AppError('conflict', 'second-factors.auth.no_second_step_pending');
  const { totp, passkeys } = await factorsOf(db, actor.id);
  const codesLeft = await recoveryCodesLeft(db, actor.id);
  const offered: Record<SecondStepFactor, boolean> = {
    passkey: passkeys > 0,
    totp,
    recovery_code: codesLeft > 0,
  };
  return { factors: (Object.keys(offered) as SecondStepFactor[]).filter((factor) => offered[factor]) };
}
