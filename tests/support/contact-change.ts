import { and, asc, eq } from 'drizzle-orm';
import { contactChanges, outboxEmails } from '../../src/server/db/schema';
import { deliveredTextOf } from './outbox';
import type { TestApp } from './test-app';

/** The emails written for a person so far, as the worker would send them (links unmasked). */
export async function emailsOf(t: TestApp, userId: string) {
  const rows = await t.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.userId, userId))
    .orderBy(asc(outboxEmails.createdAt));
  return rows.map((row) => ({ ...row, delivered: deliveredTextOf(t.config.sessionSecret, row) }));
}

/** The token of the newest D34 link of this kind emailed for the person, and the address it went to. */
export async function contactLinkOf(t: TestApp, userId: string, action: 'confirm' | 'cancel') {
  const template = action === 'confirm' ? 'contact_change_confirm' : 'contact_change_notice';
  const email = (await emailsOf(t, userId)).filter((e) => e.template === template).at(-1);
  const token = email?.delivered.match(new RegExp(`/contact-change/${action}\\?token=([\\w-]+)`))?.[1];
  if (!email || !token) throw new Error(`no ${action} link was emailed for ${userId}`);
  return { token, toEmail: email.toEmail };
}

export async function openProposals(t: TestApp, userId: string) {
  return t.db
    .select()
    .from(contactChanges)
    .where(and(eq(contactChanges.userId, userId), eq(contactChanges.status, 'pending')));
}
