import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, queryRows } from '../../src/server/db/client';

/**
 * The notifying triggers of migrations 0034 (figures, D128), 0035 (lists, D129), 0042 (deadlines,
 * issue 21) and 0045 (the lists' conflict flags, issue 31), as 0057 made them: per table a row
 * trigger and a TRUNCATE trigger (29 tables), and for `users` a second row trigger for updates.
 */
export const FIGURES_NOTICE_TRIGGERS = 29 * 2 + 1;

/**
 * Switches every trigger that tells the instances to drop their figures and lists off or back
 * on, so a test can change a row that no cache hears about and prove an answer was reused.
 */
export async function setFiguresNotices(db: Db, to: 'enable' | 'disable') {
  const rows = await queryRows<{ table: string; name: string }>(
    db,
    sql`select c.relname as "table", g.tgname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where g.tgname ~ '_figures_(changed|updated|truncated)$'`,
  );
  expect(rows.length).toBe(FIGURES_NOTICE_TRIGGERS);
  for (const { table, name } of rows)
    await db.execute(sql.raw(`alter table "${table}" ${to} trigger "${name}"`));
}
