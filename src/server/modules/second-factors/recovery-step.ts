import type { LoginResponse } from '../../../shared/contracts/auth';
import type { Actor } from '../../core/actor';
import { writeAudit } from '../../core/audit';
import { sendSecurityNotice } from '../../core/security-notices';
import type { SessionSettings } from '../../core/sessions';
import type { Db } from '../../db/client';
import { recoveryCodesLeft, spendRecoveryCode } from './recovery-codes';
import { completeSecondStep, type StepRequest } from './second-step';

/**
 * The second step with a recovery code (the phone is lost): spent once, under the same throttle
 * as app codes. A success is audited as such and the person is told by email how many codes are
 * left, so a code used by someone else does not go unnoticed.
 */
export async function recoverWithCode(args: {
  db: Db;
  settings: SessionSettings;
  sessionSecret: string;
  actor: Actor;
  request: StepRequest;
  code: string;
}): Promise<{ response: LoginResponse; token: string; expiresAt: Date }> {
  const { db, actor, request } = args;
  return completeSecondStep({
    db,
    settings: args.settings,
    actor,
    request,
    factor: 'recovery_code',
    check: () => spendRecoveryCode(db, args.sessionSecret, actor.id, args.code),
    afterSuccess: async (tx) => {
      const left = await recoveryCodesLeft(tx, actor.id);
      await writeAudit(
        tx,
        { ...request, actorId: actor.id, actorRole: actor.role },
        { action: 'auth.recovery_code.used', entity: 'user', entityId: actor.id, after: { left } },
      );
      await sendSecurityNotice(tx, args.settings.mail, actor.id, 'recovery_code_used', { left });
    },
  });
}
