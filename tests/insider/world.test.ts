import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createUser } from '../../src/server/seed/factories';
import { changedTables, worldOf } from '../support/insider';
import { appPerFile } from '../support/test-app';

/** The insider tests' witness must see a change that keeps row counts, and ignore "last active". */
const t = appPerFile();

describe('the world an insider test compares', () => {
  it('sees an edited row although no count changed', async () => {
    const user = await createUser(t.db, { role: 'client' });
    const before = await worldOf(t.db);
    await t.db
      .update(users)
      .set({ email: `moved-${user.email}` })
      .where(eq(users.id, user.id));
    expect(changedTables(before, await worldOf(t.db))).toContain('users: 1 → 1 rows');
  });

  it('does not count a person being active as a change', async () => {
    const before = await worldOf(t.db);
    await t.db.update(users).set({ lastActiveAt: new Date() });
    expect(changedTables(before, await worldOf(t.db))).toEqual([]);
  });
});
