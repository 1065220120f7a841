import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-db';
import type { Actor } from '../../core/actor';
import { countNewLeadsOfLawyer, leadScope } from '../../core/desk-scope';
import type { Database } from '../../db/client';
import { cases, leads } from '../../db/schema';
import { createDesk, createLead, createUser } from '../../seed/factories';

/**
 * Issue 34: the lawyer's dashboard counts its new leads from new_lead_counts (migration 0058)
 * plus two index reads, instead of leadScope's join over every case and lead. Over random leads
 * (on the lawyer's desk, another desk or none; from the desk's countries or not; on the lawyer's
 * case, a colleague's or nobody's; handled by the lawyer, a colleague or nobody; new or not),
 * the two counts agree, for lawyers with and without a desk.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database?.close());

const leadArb = fc.record({
  desk: fc.constantFrom('mine', 'other', 'none'),
  country: fc.constantFrom('NL', 'BE', 'FR', 'IT'),
  lawyer: fc.constantFrom('me', 'colleague', 'none'),
  handledBy: fc.constantFrom('me', 'colleague', 'none'),
  status: fc.constantFrom('new', 'new', 'contacted', 'rejected'),
});

describe("the lawyer's count of new leads", () => {
  it('equals the count over the rows in leadScope, whatever the leads', async () => {
    const { db } = database;
    const mine = await createDesk(db, { countries: ['NL', 'BE'] });
    const other = await createDesk(db, { countries: ['FR'] });
    const me = await createUser(db, { role: 'lawyer', deskId: mine.id, password: null });
    const deskless = await createUser(db, { role: 'lawyer', deskId: null, password: null });
    const colleague = await createUser(db, { role: 'lawyer', deskId: mine.id, password: null });
    const actorOf = (user: typeof me) => ({ ...user, role: 'lawyer' }) as unknown as Actor;
    const who = { me: me.id, colleague: colleague.id, none: null } as const;
    await fc.assert(
      fc.asyncProperty(fc.array(leadArb, { maxLength: 12 }), async (list) => {
        await db.delete(leads);
        await db.delete(cases);
        for (const l of list) {
          await createLead(db, {
            country: l.country,
            status: l.status,
            deskId: l.desk === 'mine' ? mine.id : l.desk === 'other' ? other.id : null,
            lawyerId: who[l.lawyer],
            handledBy: who[l.handledBy],
          });
        }
        for (const lawyer of [me, deskless, colleague]) {
          const actor = actorOf(lawyer);
          const [expected] = await db
            .select({ n: count() })
            .from(leads)
            .innerJoin(cases, eq(cases.id, leads.caseId))
            .where(and(await leadScope(db, actor), eq(leads.status, 'new')));
          expect(await countNewLeadsOfLawyer(db, actor)).toBe(expected!.n);
        }
      }),
      { numRuns: 40 },
    );
  }, 300_000);
});
