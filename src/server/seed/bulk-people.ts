import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { BULK_FIRST_NAMES, bulkLastName } from './bulk';

/**
 * `--people N` (issue 20): tops the bench data set up to N people in all by adding clients who
 * registered but have no case open with the firm (a closed assessment, say). The searches and
 * people lists are measured at a million people this way without generating millions of cases,
 * ledgers and timelines, which are measured at the 100k size. Numbered after the existing bulk
 * clients, with the same name, email and phone scheme, so search stays as selective as with real
 * names.
 */
export async function seedBulkPeople(db: Db, total: number, log: (line: string) => void = () => {}) {
  const started = Date.now();
  const [row] = await queryRows<{ people: number; clients: number }>(
    db,
    sql`select count(*)::int as people,
               coalesce(max(substring(username from 'bulk\\.client\\.([0-9]+)$')::int), 0) as clients
        from users`,
  );
  const missing = total - (row?.people ?? 0);
  if (missing <= 0) {
    log(`  people: ${row?.people} already, nothing added`);
    return;
  }
  const from = (row?.clients ?? 0) + 1;
  const to = from + missing - 1;
  await db.execute(sql`
    insert into users (role, username, email, first_name, last_name, phone, country, language, created_at, last_active_at)
    select 'client', 'bulk.client.' || g,
           lower((${BULK_FIRST_NAMES})[1 + (g * 13) % 40] || '.' || ${bulkLastName('g')}) || '.' || g || '@mail.example',
           (${BULK_FIRST_NAMES})[1 + (g * 13) % 40], ${bulkLastName('g')},
           '+31 6 ' || lpad((g % 100000000)::text, 8, '0'),
           (array['US','UK','CA','AU','DE','FR','IT','ES','NL','JP','other'])[1 + g % 11],
           (array['en','es','nl','de','it','fr'])[1 + g % 6]::language,
           now() - ((abs(hashtext(g::text || 'u')) % 730) * interval '1 day'), now() - ((g % 30) * interval '1 day')
    from generate_series(${from}::int, ${to}::int) g`);
  await db.execute(sql`analyze users`);
  log(`  ${missing} people without a case (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
