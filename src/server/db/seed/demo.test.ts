import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-db';
import type { Database } from '../client';
import { cases, desks, users } from '../schema';
import { DEMO_PASSWORDS, seedDemoIfEmpty } from './demo';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('builds the demo firm README describes, once', async () => {
    const accounts = await seedDemoIfEmpty(database.db);
    expect(accounts?.map((a) => a.role).sort()).toEqual([
      'admin',
      'client',
      'client',
      'client',
      'lawyer',
      'lawyer',
      'manager',
    ]);
    expect(accounts?.find((a) => a.username === 'admin')?.password).toBe(DEMO_PASSWORDS.admin);

    const [desk] = await database.db.select().from(desks);
    expect(desk!.countries).toEqual(['DE', 'NL', 'FR']);
    const staff = await database.db.select().from(users).where(eq(users.deskId, desk!.id));
    expect(staff.map((u) => u.role).sort()).toEqual(['lawyer', 'lawyer', 'manager']);

    const demoCases = await database.db.select().from(cases);
    expect(demoCases).toHaveLength(3);
    expect(new Set(demoCases.map((c) => c.phase)).size).toBe(3);
    expect(demoCases.every((c) => /^RC-\d{4}-\d{6}$/.test(c.reference) && c.feeRateBps === 2000)).toBe(true);

    expect(await seedDemoIfEmpty(database.db)).toBeNull();
    expect(await database.db.select().from(cases)).toHaveLength(3);
  });
});
