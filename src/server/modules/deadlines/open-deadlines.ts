import { and, notInArray, type SQL } from 'drizzle-orm';
import type { DeadlineTask } from '../../../shared/contracts/deadlines';
import { REMINDER_DAYS } from '../../../shared/domain/deadlines';
import type { Phase } from '../../../shared/domain/phases';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema';
import { type DeadlineRecord, readDeadlines } from './read';

/** A finished case's windows no longer call for action: no urgent task, no reminder (D9). */
const FINISHED: Phase[] = ['completed', 'closed'];

/** The open deadlines of the active cases `where` selects (a condition on `cases`), soonest first. */
export async function openDeadlines(
  db: Db,
  where: SQL | undefined,
  today: string,
): Promise<DeadlineRecord[]> {
  const { deadlines } = await readDeadlines(db, and(where, notInArray(cases.phase, FINISHED)), today);
  return deadlines.filter((d) => d.closure === null);
}

/** How far ahead a deadline becomes an urgent task: the first reminder's distance (14 days). */
export const URGENT_WITHIN_DAYS = Math.max(...REMINDER_DAYS);

/**
 * The Urgent Tasks' deadlines (issue 21 item 3): open ones due within 14 days or already passed,
 * soonest (most overdue) first; `total` counts them all, `tasks` holds the first `limit`.
 */
export async function urgentDeadlines(
  db: Db,
  where: SQL,
  today: string,
  limit: number,
): Promise<{ tasks: DeadlineTask[]; total: number }> {
  const urgent = (await openDeadlines(db, where, today)).filter(
    (d) => d.deadline.daysLeft <= URGENT_WITHIN_DAYS,
  );
  const tasks = urgent.slice(0, limit).map(({ theCase, payment, deadline }) => ({
    caseId: theCase.id,
    reference: theCase.reference,
    paymentId: payment.id,
    ruleId: deadline.ruleId,
    label: deadline.label,
    dueOn: deadline.dueOn,
    daysLeft: deadline.daysLeft,
  }));
  return { tasks, total: urgent.length };
}
