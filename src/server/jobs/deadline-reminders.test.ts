import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertTrailPayment } from '../../../tests/support/deadlines';
import { bodyOf, startSmtp } from '../../../tests/support/smtp';
import { buildTestApp, sessionFor, type TestApp } from '../../../tests/support/test-app';
import { addCalendarDays } from '../../shared/domain/deadlines';
import type { Language } from '../../shared/domain/languages';
import { enrolTotpDirectly } from '../core/second-factors';
import { deadlineReminders, outboxEmails } from '../db/schema';
import { newTotpSecret } from '../lib/totp';
import { createCase, createDesk, createUser, type NewUser } from '../seed/factories';
import { runHousekeeping } from './housekeeping';
import { createOutboxWorker } from './outbox-worker';

/**
 * Issue 21 item 3: the reminders before a payment's deadline, driven by the housekeeping round with
 * a fake clock, delivered through the outbox to a real SMTP server. A crypto payment on 1 June 2026
 * opens the firm's 30-day exchange-freeze window: its last day is 1 July 2026 (its other deadline,
 * the 3-year limitation, is far away and sends nothing in these weeks).
 */
const PAID_ON = '2026-06-01'; // its exchange-freeze window's last day: 2026-07-01

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let worker: ReturnType<typeof createOutboxWorker>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://portal.firm.test' });
  smtp = await startSmtp();
  worker = createOutboxWorker({
    db: t.db,
    secret: t.config.sessionSecret,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: 'Recourse <no-reply@firm.test>',
  });
});
afterAll(async () => {
  await worker.stop();
  await smtp.close();
  await t.close();
});
// Each test counts only the deliveries to its own people (earlier tests' cases stay open).
beforeEach(async () => {
  smtp.delivered.length = 0;
});

const log = {
  error: (...args: unknown[]) => expect.fail(`housekeeping logged an error: ${String(args[1])}`),
};

async function person(role: NewUser['role'], overrides: NewUser = {}) {
  const user = await createUser(t.db, { role, ...overrides });
  if (role !== 'client') await enrolTotpDirectly(t.db, t.config.sessionSecret, user.id, newTotpSecret());
  return { ...user, cookie: await sessionFor(t, user.id) };
}

/** A desk, a client in Germany and a case with one crypto payment on PAID_ON. */
async function caseWithPayment(lawyerLanguage: Language | null) {
  const desk = await createDesk(t.db, { countries: ['DE'] });
  const lawyer = lawyerLanguage
    ? await person('lawyer', { deskId: desk.id, language: lawyerLanguage })
    : null;
  const client = await person('client', { country: 'DE', firstName: 'Wilhelmina', lastName: 'Zuckermann' });
  const theCase = await createCase(t.db, {
    clientId: client.id,
    deskId: desk.id,
    lawyerId: lawyer?.id ?? null,
  });
  const payment = await insertTrailPayment(t.db, theCase.id, {
    paidOn: PAID_ON,
    method: 'crypto',
    amountCents: 250_000,
    currency: 'EUR',
  });
  return { desk, lawyer, client, theCase, payment };
}

/**
 * Days from `from` to `to`, each with two housekeeping rounds (morning and evening: the schedule
 * runs every 15 minutes) and an outbox delivery; the SMTP deliveries to `people` of each day.
 */
async function live(
  people: { email: string }[],
  from: string,
  to: string,
  onDay?: (day: string) => Promise<void>,
) {
  const watched = new Set(people.map((p) => p.email));
  const byDay = new Map<string, { to: string[]; text: string }[]>();
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) {
    await onDay?.(day);
    const seen = smtp.delivered.length;
    for (const hour of ['08:00', '20:00']) {
      await runHousekeeping(t.db, t.config, t.app.deps.mail, log, new Date(`${day}T${hour}:00Z`));
      // The outbox delivers by the real clock: the reminder's own clock is the fake one above.
      await worker.runOnce(new Date(Date.now() + 1000));
    }
    const mails = smtp.delivered
      .slice(seen)
      .filter((m) => m.to.some((address) => watched.has(address)))
      .map((m) => ({ to: m.to, text: bodyOf(m.raw) }));
    if (mails.length > 0) byDay.set(day, mails);
  }
  return byDay;
}

const subjectsTo = async (userId: string) =>
  (await t.db.select().from(outboxEmails).where(eq(outboxEmails.userId, userId))).map((row) => row.subject);

describe('deadline reminders', () => {
  it('email the lawyer (not the desk manager, not the client) once per threshold, 14, 7 and 2 days before, in German', async () => {
    const { desk, lawyer, client, theCase } = await caseWithPayment('de');
    const manager = await person('manager', { deskId: desk.id });
    const byDay = await live([lawyer!, client, manager], '2026-06-10', '2026-07-05');

    expect([...byDay.keys()]).toEqual(['2026-06-17', '2026-06-24', '2026-06-29']);
    for (const mails of byDay.values()) {
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toEqual([lawyer!.email]);
    }
    const [first, , last] = [...byDay.values()].map((mails) => mails[0]!.text);
    expect(first).toContain(`Guten Tag ${lawyer!.firstName},`);
    expect(first).toContain(`Eine Frist im Fall ${theCase.reference} läuft in 14 Tagen ab.`);
    expect(first).toContain('Frist: Exchange freeze request (firm rule)\nArt: Rückruf der Zahlung');
    expect(first).toContain('Zahlung: 2.500,00\u00a0€ vom 1. Juni 2026');
    expect(first).toContain('Letzter Tag: 1. Juli 2026');
    expect(first).toContain('https://portal.firm.test/lawyer-dashboard');
    expect(last).toContain('läuft übermorgen ab.'); // Intl's own word for "in 2 days"
    // The case reference, never the client's particulars.
    for (const mails of byDay.values()) {
      expect(mails[0]!.text).not.toContain('Zuckermann');
      expect(mails[0]!.text).not.toContain('Wilhelmina');
    }
    expect(await subjectsTo(lawyer!.id)).toEqual(
      Array(3).fill(
        `Fall ${theCase.reference}: Frist bis 1. Juli 2026 – Exchange freeze request (firm rule)`,
      ),
    );
  });

  it('stop once the deadline is recorded met', async () => {
    const { lawyer, theCase, payment } = await caseWithPayment('en');
    const byDay = await live([lawyer!], '2026-06-15', '2026-07-05', async (day) => {
      if (day !== '2026-06-20') return;
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/cases/${theCase.id}/deadlines/${payment.id}/crypto-exchange-freeze/close`,
        payload: { outcome: 'met', reason: 'Freeze request sent to the exchange' },
        headers: { cookie: lawyer!.cookie },
      });
      expect(r.statusCode, r.body).toBe(200);
    });
    expect([...byDay.keys()]).toEqual(['2026-06-17']);
    expect(byDay.get('2026-06-17')![0]!.text).toContain(
      `A deadline on case ${theCase.reference} closes in 14 days.`,
    );
    expect(byDay.get('2026-06-17')![0]!.text).toContain(
      'You receive this reminder as the lawyer of this case.',
    );
  });

  it("go to the active managers of the case's desk when it has no lawyer, each in their language", async () => {
    const { desk, theCase } = await caseWithPayment(null);
    const french = await person('manager', { deskId: desk.id, language: 'fr', firstName: 'Camille' });
    const italian = await person('manager', { deskId: desk.id, language: 'it', firstName: 'Giulia' });
    const banned = await person('manager', { deskId: desk.id, language: 'en', status: 'banned' });
    const colleague = await person('lawyer', { deskId: desk.id }); // on the desk, not on this case
    const byDay = await live([french, italian, banned, colleague], '2026-06-16', '2026-06-18');

    expect([...byDay.keys()]).toEqual(['2026-06-17']);
    const mails = byDay.get('2026-06-17')!;
    expect(mails.map((m) => m.to[0]).sort()).toEqual([french.email, italian.email].sort());
    const toFrench = mails.find((m) => m.to[0] === french.email)!.text;
    expect(toFrench).toContain('Bonjour Camille,');
    expect(toFrench).toContain(`Un délai du dossier ${theCase.reference} expire dans 14 jours.`);
    expect(toFrench).toContain('ce rappel est donc adressé aux responsables de son équipe');
    expect(toFrench).toContain('https://portal.firm.test/manager-dashboard');
    const toItalian = mails.find((m) => m.to[0] === italian.email)!.text;
    expect(toItalian).toContain(`Un termine della pratica ${theCase.reference} scade tra 14 giorni.`);
  });

  it('send only the most urgent threshold when the first run comes late, and none for a deadline already passed', async () => {
    const { lawyer, payment } = await caseWithPayment('en');
    const byDay = await live([lawyer!], '2026-06-26', '2026-07-04');
    expect([...byDay.keys()]).toEqual(['2026-06-26', '2026-06-29']);
    expect(byDay.get('2026-06-26')![0]!.text).toContain('closes in 5 days.');
    expect(byDay.get('2026-06-29')![0]!.text).toContain('closes in 2 days.');
    const recorded = (
      await t.db.select().from(deadlineReminders).where(eq(deadlineReminders.paymentId, payment.id))
    )
      .map((r) => [r.threshold, r.emailed])
      .sort();
    expect(recorded).toEqual([
      [14, false],
      [2, true],
      [7, true],
    ]);

    // The same deadline seen only after its last day (its reminders forgotten): nothing is sent.
    await t.db.delete(deadlineReminders).where(eq(deadlineReminders.paymentId, payment.id));
    expect(await live([lawyer!], '2026-07-02', '2026-07-10')).toEqual(new Map());
    expect(await subjectsTo(lawyer!.id)).toHaveLength(2);
  });
});
