import { and, asc, count, eq, inArray, lte, min } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';
import type { Metrics } from '../lib/metrics';
import { secretBox } from '../lib/secret-box';

/** Where the worker reports what it sent and what failed (the process's Prometheus counters). */
type OutboxMetrics = Pick<Metrics, 'recordOutboxSent' | 'recordOutboxFailure'>;

/** After this many failed attempts an email is marked failed and no longer retried (OUTBOX_MAX_ATTEMPTS). */
export const MAX_ATTEMPTS = 12;
/** Retry after 1 min, 2 min, 4 min, … capped at 6 h: 12 attempts span about a day of outage. */
export const RETRY_BASE_MS = 60_000;
export const RETRY_MAX_MS = 6 * 3_600_000;
/** A claimed email is due again after this long if its instance died mid-send (at-least-once). */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

/** The wait before the next attempt, after `attempts` failed ones (≥ 1). */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export type OutboxRunResult = { sent: number; retrying: number; failed: number };

export type OutboxWorker = {
  /** One pass: claims the emails due at `now`, sends them, records each outcome. */
  runOnce(now?: Date): Promise<OutboxRunResult>;
  /** Polls every `pollMs` until stop(); a full batch is followed at once by the next. */
  start(pollMs: number): void;
  stop(): Promise<void>;
};

/**
 * Delivers the outbox through SMTP. Claiming is one UPDATE over a FOR UPDATE SKIP LOCKED
 * sub-select, so several instances never send the same row twice; the claim pushes the row's
 * next attempt past a lease instead of holding a transaction open during SMTP (on PGlite that
 * would block every other query). A failure is recorded on the row and retried with backoff,
 * so nothing is lost while SMTP is down.
 */
export function createOutboxWorker(options: {
  db: Db;
  /** SESSION_SECRET: opens the sealed bodies of emails with token links (D31). */
  secret: string;
  smtpUrl: string;
  from: string;
  maxAttempts?: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  metrics?: OutboxMetrics;
}): OutboxWorker {
  const { db, log, metrics, maxAttempts = MAX_ATTEMPTS } = options;
  const box = secretBox(options.secret, 'outbox-email');
  const transport = nodemailer.createTransport(
    { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 },
    { from: options.from },
  );

  async function claim(now: Date) {
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, now)))
      .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(outboxEmails.id, due))
      .returning();
  }

  async function runOnce(now = new Date()): Promise<OutboxRunResult> {
    const result: OutboxRunResult = { sent: 0, retrying: 0, failed: 0 };
    for (const email of await claim(now)) {
      let isUnreadable = false;
      try {
        // The real links exist only sealed (D31); the readable body has them masked.
        let text = email.textBody;
        if (email.sealedBody) {
          try {
            text = box.open(email.sealedBody);
          } catch {
            isUnreadable = true;
            throw new Error(
              'The link in this email cannot be opened (the session secret changed). Send the person a new link.',
            );
          }
        }
        await transport.sendMail({
          to: email.toEmail,
          subject: email.subject,
          text,
          // The same id on a resend after a lost lease lets mail systems drop the duplicate.
          messageId: `<${email.id}@outbox.recourse>`,
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
        await db
          .update(outboxEmails)
          // Sent: the sealed link is no longer needed anywhere.
          .set({
            status: 'sent',
            sentAt: now,
            attempts: email.attempts + 1,
            lastError: null,
            sealedBody: null,
          })
          .where(eq(outboxEmails.id, email.id));
        result.sent++;
        metrics?.recordOutboxSent();
      } catch (error) {
        const attempts = email.attempts + 1;
        // A body no key opens will not open on a retry either.
        const isFinal = isUnreadable || attempts >= maxAttempts;
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(outboxEmails)
          .set({
            status: isFinal ? 'failed' : 'pending',
            attempts,
            lastError: message.slice(0, 1000),
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          })
          .where(eq(outboxEmails.id, email.id));
        // No address or body in the log: they are personal data; the row has them for admins.
        log?.warn(
          { outboxId: email.id, attempts, err: message },
          isFinal ? 'email failed for good' : 'email will be retried',
        );
        if (isFinal) result.failed++;
        else result.retrying++;
        metrics?.recordOutboxFailure(isFinal);
      }
    }
    return result;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = async (pollMs: number) => {
    let next = pollMs;
    running = runOnce()
      .then((r) => {
        if (r.sent + r.retrying + r.failed === BATCH_SIZE) next = 0;
      })
      .catch((error) => log?.error({ err: error }, 'outbox pass failed; trying again later'));
    await running;
    running = undefined;
    if (!stopped) timer = setTimeout(() => void tick(pollMs), next);
  };

  return {
    runOnce,
    start(pollMs) {
      stopped = false;
      timer = setTimeout(() => void tick(pollMs), 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

/** main.ts: delivers only when SMTP_URL is set; otherwise emails wait in the outbox for admins to read. */
export function startOutboxWorker(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxPollMs' | 'sessionSecret'> &
    Partial<Pick<Config, 'outboxMaxAttempts'>>,
  log: FastifyBaseLogger,
  metrics?: OutboxMetrics,
): () => Promise<void> {
  if (!config.smtpUrl) {
    log.info('SMTP_URL is not set: emails stay in the outbox (admins can read them) and are not sent');
    return async () => undefined;
  }
  const worker = createOutboxWorker({
    db,
    secret: config.sessionSecret,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    maxAttempts: config.outboxMaxAttempts,
    log,
    metrics,
  });
  worker.start(config.outboxPollMs);
  return () => worker.stop();
}

/**
 * The outbox backlog for the metrics scrape: pending emails and how long the most overdue one has
 * waited. Both read the partial index of pending rows (outbox_emails_due_idx), never the sent history.
 */
export async function outboxBacklog(db: Db): Promise<{ pending: number; oldestDueSeconds: number }> {
  const [row] = await db
    .select({ pending: count(), oldestDue: min(outboxEmails.nextAttemptAt) })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, 'pending'));
  const overdueMs = row?.oldestDue ? Date.now() - new Date(row.oldestDue).getTime() : 0;
  return { pending: Number(row?.pending ?? 0), oldestDueSeconds: Math.max(0, overdueMs / 1000) };
}
