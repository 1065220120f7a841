import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { schemeContacts } from '../../src/server/db/schema';
import { indicatorIdOf } from '../../src/server/modules/payment-trail';
import { createCase, createLead, createUser, type NewLead } from '../../src/server/seed/factories';

/** `value` as a scam's email contact point on a case of some other client: a conflict for whoever registers with it. */
export async function scamEmailElsewhere(db: Db, value: string) {
  const victim = await createUser(db, { role: 'client' });
  const elsewhere = await createCase(db, { clientId: victim.id });
  await db.insert(schemeContacts).values({
    caseId: elsewhere.id,
    kind: 'email',
    value,
    indicatorId: await indicatorIdOf(db, { kind: 'email', value }),
  });
  return elsewhere;
}

/**
 * A lead (and its case) whose registrant's email another client reported as the scam's: its
 * conflict check is open until someone decides. Placed like `createLead` (country, desk, lawyer,
 * status); the registrant's surname is unique, so it matches no one else by name.
 */
export async function conflictedLead(db: Db, input: Omit<NewLead, 'client'> = {}) {
  const tag = randomBytes(4).toString('hex');
  const value = `boss-${tag}@scam.example`;
  await scamEmailElsewhere(db, value);
  const country = input.country ?? 'DE';
  const made = await createLead(db, {
    ...input,
    country,
    client: { email: value, firstName: 'Conflicted', lastName: `Registrant ${tag}`, country },
  });
  return { ...made, email: value };
}
