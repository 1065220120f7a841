import { and, eq, inArray } from 'drizzle-orm';
import { REMINDER_DAYS, remindersDue } from '../../shared/domain/deadlines';
import type { Language } from '../../shared/domain/languages';
import { formatMoney } from '../../shared/domain/money';
import { emailLabel, type Mail, portalLink } from '../core/emails';
import { enqueueEmail } from '../core/notify';
import type { Db } from '../db/client';
import { deadlineClosures, deadlineReminders, users } from '../db/schema';
import { type DeadlineRecord, dayOf, openDeadlines } from '../modules/deadlines';

const FIRST_REMINDER = Math.max(...REMINDER_DAYS);

/**
 * Who is reminded: the case's lawyer; when it has none (or theirs is no longer active), the active
 * managers of its desk. Nobody at all (no desk either): nothing is recorded, so the reminder still
 * goes once someone is assigned.
 */
async function recipientsOf(db: Db, theCase: DeadlineRecord['theCase']) {
  if (theCase.lawyerId) {
    const [lawyer] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, theCase.lawyerId), eq(users.status, 'active')));
    if (lawyer) return { role: 'lawyer' as const, ids: [lawyer.id] };
  }
  if (!theCase.deskId) return { role: 'manager' as const, ids: [] };
  const managers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'manager'), eq(users.deskId, theCase.deskId), eq(users.status, 'active')));
  return { role: 'manager' as const, ids: managers.map((m) => m.id) };
}

/** "in 7 days", "tomorrow", "today", in the reader's language. */
function remainingIn(language: Language, daysLeft: number): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(daysLeft, 'day');
}

function longDay(language: Language, day: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * The reminder of one deadline in a recipient's language: which case (its reference only, never
 * the client's particulars), which payment, which window and when it closes, and where to act.
 */
function reminderParams(mail: Mail, record: DeadlineRecord, role: 'lawyer' | 'manager') {
  return (language: Language) => ({
    reference: record.theCase.reference,
    window: record.deadline.label,
    kind: emailLabel(language, `deadline_kind.${record.deadline.kind}`),
    amount: formatMoney(record.payment.amountCents, record.payment.currency, language),
    paidOn: longDay(language, record.payment.paidOn),
    dueOn: longDay(language, record.deadline.dueOn),
    remaining: remainingIn(language, record.deadline.daysLeft),
    whyYou: emailLabel(language, `deadline_reminder_to.${role}`),
    link: portalLink(mail, role === 'lawyer' ? '/lawyer-dashboard' : '/manager-dashboard'),
  });
}

/**
 * Issue 21 item 3, run by the housekeeping schedule with its clock (`now`, injectable for tests):
 * for each open deadline of an active case that closes within 14 days, `remindersDue` says which
 * threshold (14, 7, 2 days) to email now. The thresholds are recorded in deadline_reminders in the
 * transaction that puts the emails in the outbox, and a threshold already recorded (by this run,
 * an earlier one or another instance) is never emailed again. A deadline met, waived or passed
 * gets nothing. Returns how many deadlines were reminded.
 */
export async function sendDeadlineReminders(db: Db, mail: Mail, now: Date = new Date()): Promise<number> {
  const today = dayOf(now);
  const due = (await openDeadlines(db, undefined, today)).filter(
    (d) => d.deadline.daysLeft >= 0 && d.deadline.daysLeft <= FIRST_REMINDER,
  );
  if (due.length === 0) return 0;
  const recorded = await db
    .select()
    .from(deadlineReminders)
    .where(
      inArray(
        deadlineReminders.paymentId,
        due.map((d) => d.payment.id),
      ),
    );
  const sentOf = (d: DeadlineRecord) =>
    recorded
      .filter(
        (r) => r.paymentId === d.payment.id && r.ruleId === d.deadline.ruleId && r.dueOn === d.deadline.dueOn,
      )
      .map((r) => r.threshold);

  let reminded = 0;
  for (const record of due) {
    const { send, markSent } = remindersDue({
      dueOn: record.deadline.dueOn,
      today,
      sent: sentOf(record),
      closed: false,
    });
    if (markSent.length === 0) continue;
    const recipients = await recipientsOf(db, record.theCase);
    if (send !== null && recipients.ids.length === 0) continue;
    const emailed = await db.transaction(async (tx) => {
      // Recorded met or waived since this run read the deadlines: it gets nothing more.
      const [closed] = await tx
        .select({ id: deadlineClosures.id })
        .from(deadlineClosures)
        .where(
          and(
            eq(deadlineClosures.paymentId, record.payment.id),
            eq(deadlineClosures.ruleId, record.deadline.ruleId),
          ),
        );
      if (closed) return false;
      const written = await tx
        .insert(deadlineReminders)
        .values(
          markSent.map((threshold) => ({
            paymentId: record.payment.id,
            ruleId: record.deadline.ruleId,
            dueOn: record.deadline.dueOn,
            threshold,
            emailed: threshold === send,
            sentAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ threshold: deadlineReminders.threshold });
      // Only the row this transaction wrote entitles it to send: another instance may have won.
      if (send === null || !written.some((row) => row.threshold === send)) return false;
      for (const userId of recipients.ids) {
        await enqueueEmail(
          tx,
          mail,
          userId,
          'deadline_reminder',
          reminderParams(mail, record, recipients.role),
        );
      }
      return true;
    });
    if (emailed) reminded += 1;
  }
  return reminded;
}
