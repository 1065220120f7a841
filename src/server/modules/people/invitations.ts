import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../shared/domain/errors';
import type { Language } from '../../../shared/domain/languages';
import { type Role, setPasswordPath } from '../../../shared/domain/roles';
import type { Config } from '../../config';
import type { Mail } from '../../core/emails';
import { enqueueEmail } from '../../core/notify';
import { secretLink } from '../../core/secret-links';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { issueOneTimeToken } from '../auth';

export type InvitedPerson = {
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  country: string;
  language?: Language;
  deskId?: string | null;
  managerId?: string | null;
};

export const EMAIL_TAKEN = 'people.users.invite_email_taken';

async function emailIsTaken(tx: Db, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row !== undefined;
}

/** A readable username from the email's local part; a short suffix when it is taken. */
function usernameCandidate(email: string, attempt: number): string {
  const local = email
    .split('@')[0]!
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 32);
  const base = local.length >= 3 ? local : `user${local}`;
  return attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
}

/**
 * Creates a person without a password (D11: never a default one) and sends them an invitation
 * link to set it (72 h). Call inside the transaction of the change. An email already registered
 * (in any letter case) is a 409; the unique index settles a race between two requests.
 */
export async function createInvitedUser(
  tx: Db,
  { config, mail }: { config: Config; mail: Mail },
  person: InvitedPerson,
  createdById: string,
) {
  if (await emailIsTaken(tx, person.email))
    throw new AppError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(users)
      .values({
        role: person.role,
        username: usernameCandidate(person.email, attempt),
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone ?? null,
        country: person.country,
        language: person.language ?? 'en',
        deskId: person.deskId ?? null,
        managerId: person.managerId ?? null,
        passwordHash: null,
      })
      .onConflictDoNothing()
      .returning();
    if (row) {
      const token = await issueOneTimeToken(tx, config.sessionSecret, {
        userId: row.id,
        purpose: 'invitation',
        createdById,
      });
      const link = new URL(setPasswordPath(token, row.role), config.publicUrl).toString();
      await enqueueEmail(tx, mail, row.id, 'invitation', { link: secretLink(link) });
      return row;
    }
    // Nothing inserted: either the email was registered meanwhile, or the username is taken.
    if (await emailIsTaken(tx, person.email))
      throw new AppError('conflict', EMAIL_TAKEN, { email: EMAIL_TAKEN });
  }
  throw new Error(`no free username for ${person.email} after 5 attempts`);
}
