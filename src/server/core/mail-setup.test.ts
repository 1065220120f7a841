import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-db';
import type { Database } from '../db/client';
import { outboxEmails, users } from '../db/schema';
import { mailSetup, portalLink } from './emails';
import { enqueueEmail } from './notify';
import { secretLink } from './secret-links';

/**
 * Issue 33 item 4: what an email needs from configuration is handed to whoever writes one. No app
 * is built and no route registered here: a token email is sealed with the key it is given, and
 * its links point where the configuration says.
 */

const sessionSecret = 'mail-setup-test-secret-of-at-least-32-characters';
const mail = mailSetup({ publicUrl: new URL('https://recourse.example:4443/ignored/path'), sessionSecret });

let database: Database;
let userId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await database.db
    .insert(users)
    .values({
      role: 'client',
      username: 'mail.setup',
      email: 'mail.setup@example.com',
      firstName: 'Mia',
      lastName: 'Setup',
      country: 'NL',
    })
    .returning({ id: users.id });
  userId = row!.id;
});
afterAll(() => database.close());

describe('the mail setup', () => {
  it('links into the portal at the public origin', () => {
    expect(portalLink(mail, '/client-dashboard')).toBe('https://recourse.example:4443/client-dashboard');
  });

  it('writes a token email without an app: masked for admins, sealed for the recipient', async () => {
    const link = `${portalLink(mail, '/set-password')}?token=secret-token-123`;
    await enqueueEmail(database.db, mail, userId, 'password_reset', { link: secretLink(link) });
    const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.userId, userId));
    expect(row?.textBody).toContain('https://recourse.example:4443/set-password?token=••••••');
    expect(row?.textBody).not.toContain('secret-token-123');
    expect(mail.sealer.open(row!.sealedBody!)).toContain(link);
    // The same secret gives the same key: the outbox worker, built from the same configuration, opens it.
    expect(
      mailSetup({ publicUrl: new URL('http://other.example'), sessionSecret }).sealer.open(row!.sealedBody!),
    ).toContain(link);
  });
});
