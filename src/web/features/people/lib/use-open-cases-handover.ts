import {
  type DeskMoveOpenCases,
  deskMoveOpenCasesSchema,
  OPEN_CASES_TO_QUEUE,
} from '@shared/contracts/people';
import { ApiError } from '@web/lib/api-client';
import { useState } from 'react';

/** The admin's answer: the desk's queue, a lawyer of the desk (with their id), or nothing yet. */
export type Handover = { to: '' | typeof OPEN_CASES_TO_QUEUE | 'lawyer'; lawyerId: string };

/** What the request sends as `openCasesTo`, or undefined while the admin has not chosen. */
export function openCasesToOf(handover: Handover): string | undefined {
  if (handover.to === OPEN_CASES_TO_QUEUE) return OPEN_CASES_TO_QUEUE;
  if (handover.to === 'lawyer' && handover.lawyerId) return handover.lawyerId;
  return undefined;
}

/**
 * D39, for every form that can move a lawyer to another desk (edit, assign to a manager): the
 * server's 409 listing the open cases left behind turns into a question in the form. `held`
 * recognises that refusal; `choice` is what to send next: nothing asked yet, the answer, or
 * `missing` while the question is open and unanswered.
 */
export function useOpenCasesHandover() {
  const [asked, setAsked] = useState<{ details: DeskMoveOpenCases; message: string } | null>(null);
  const [handover, setHandover] = useState<Handover>({ to: '', lawyerId: '' });
  const answer = openCasesToOf(handover);
  return {
    asked,
    handover,
    setHandover,
    choice: asked ? (answer ?? ('missing' as const)) : undefined,
    /** True when `error` is the move's 409: the form now shows the question instead of failing. */
    held(error: unknown): boolean {
      if (!(error instanceof ApiError) || error.status !== 409) return false;
      const details = deskMoveOpenCasesSchema.safeParse(error.details);
      if (!details.success) return false;
      setAsked({ details: details.data, message: error.message });
      return true;
    },
    reset() {
      setAsked(null);
      setHandover({ to: '', lawyerId: '' });
    },
  };
}
