import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionSettings } from '../../core/sessions';
import { setSignedInCookies, signInRequestOf } from '../../core/sign-in-request';
import type { Db } from '../../db/client';
import { completeSecondStep } from './second-step';

/** The factor a route takes the second step with, and how it checks the answer. */
type Step = Pick<Parameters<typeof completeSecondStep>[0], 'factor' | 'check' | 'refusal'>;

/**
 * What every second-step route answers, whatever the factor: the step taken (completeSecondStep),
 * then the complete session's cookies set and the sign-in's answer returned.
 */
export async function answerSecondStep(
  deps: { db: Db; config: { isHttps: boolean }; settings: SessionSettings },
  request: FastifyRequest,
  reply: FastifyReply,
  step: Step,
) {
  const signIn = signInRequestOf(request, deps.config);
  const result = await completeSecondStep({
    db: deps.db,
    settings: deps.settings,
    actor: request.actor!,
    request: signIn,
    ...step,
  });
  setSignedInCookies(reply, deps.config, result, signIn);
  return result.response;
}
