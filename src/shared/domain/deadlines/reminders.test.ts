import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './dates';
import { REMINDER_DAYS, remindersDue } from './reminders';

const DUE = '2026-06-30';
const at = (daysLeft: number) => addCalendarDays(DUE, -daysLeft);

describe('remindersDue', () => {
  it.each([
    // daysLeft, already sent, closed, expected send, expected markSent
    [20, [], false, null, []],
    [15, [], false, null, []],
    [14, [], false, 14, [14]],
    [10, [14], false, null, []],
    [7, [14], false, 7, [7]],
    [3, [14, 7], false, null, []],
    [2, [14, 7], false, 2, [2]],
    [1, [14, 7, 2], false, null, []],
    // A late first run: the most urgent reached threshold only, the larger ones marked too.
    [5, [], false, 7, [14, 7]],
    [1, [], false, 2, [14, 7, 2]],
    [1, [14], false, 2, [7, 2]],
    // The due day itself: the 2-day reminder still goes if it never did.
    [0, [14, 7], false, 2, [2]],
    [0, [14, 7, 2], false, null, []],
    // Passed, or closed: nothing.
    [-1, [], false, null, []],
    [-1, [14, 7], false, null, []],
    [5, [], true, null, []],
    [0, [], true, null, []],
    // The most urgent one already went (hand-written state): tidy up, send nothing.
    [1, [2], false, null, [14, 7]],
  ] as const)(
    '%i days left, sent %j, closed %s → send %s, mark %j',
    (daysLeft, sent, closed, send, markSent) => {
      expect(remindersDue({ dueOn: DUE, today: at(daysLeft), sent, closed })).toEqual({ send, markSent });
    },
  );

  it('sends each threshold exactly once over a daily run from 30 days out to 5 days after', () => {
    const sent: number[] = [];
    const emails: Array<[number, number]> = [];
    for (let daysLeft = 30; daysLeft >= -5; daysLeft--) {
      const { send, markSent } = remindersDue({ dueOn: DUE, today: at(daysLeft), sent, closed: false });
      if (send !== null) emails.push([daysLeft, send]);
      sent.push(...markSent);
    }
    expect(emails).toEqual([
      [14, 14],
      [7, 7],
      [2, 2],
    ]);
    expect([...sent].sort((a, b) => b - a)).toEqual([...REMINDER_DAYS]);
  });
});
