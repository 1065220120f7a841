import { inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type Db, queryRows } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { messageTexts } from '../../src/server/locales';

/**
 * Issue 31 (no single insider): one staff member, acting alone with their own account, tries a
 * door and must fail with a clear, localized refusal while nothing in the database changes. A
 * test takes `worldOf` before the attempt and `expectWorldUnchanged` after it.
 *
 * The world is every table of the public schema, each as its row count and a digest of its rows
 * (so an UPDATE that keeps the count is seen too), plus every ledger balance. Left out, because a
 * refused request is allowed, even expected, to touch them: the audit trail (refusals are worth
 * recording), throttle counters, sessions (last seen) and when a person was last active.
 */
const UNWATCHED_TABLES = new Set(['audit_log', 'rate_limit_buckets', 'sessions', '__drizzle_migrations']);
const UNWATCHED_COLUMNS = ['last_active_at'];

export type World = { tables: Record<string, { rows: number; digest: string }>; balances: string[] };

export async function worldOf(db: Db): Promise<World> {
  const names = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !UNWATCHED_TABLES.has(name));
  const minus = UNWATCHED_COLUMNS.map((c) => ` - '${c}'`).join('');
  const tables: World['tables'] = {};
  for (const name of names) {
    const [row] = await queryRows<{ rows: number; digest: string | null }>(
      db,
      sql.raw(
        `select count(*)::int as rows,
                  md5(coalesce(string_agg(j, E'\\n' order by j), '')) as digest
             from (select (to_jsonb(t)${minus})::text as j from "${name}" t) s`,
      ),
    );
    tables[name] = { rows: Number(row?.rows ?? 0), digest: row?.digest ?? '' };
  }
  const balances = (
    await queryRows<{ line: string }>(
      db,
      sql`select concat_ws(' ', account, client_id, currency, sum(amount_cents)) as line
            from ledger_postings group by account, client_id, currency order by 1`,
    )
  ).map((r) => r.line);
  return { tables, balances };
}

/** Names each table whose rows changed, so a failure says where the attempt got through. */
export function changedTables(before: World, after: World): string[] {
  const names = new Set([...Object.keys(before.tables), ...Object.keys(after.tables)]);
  return [...names]
    .filter((n) => JSON.stringify(before.tables[n]) !== JSON.stringify(after.tables[n]))
    .map((n) => `${n}: ${before.tables[n]?.rows ?? '-'} → ${after.tables[n]?.rows ?? '-'} rows`);
}

export async function expectWorldUnchanged(db: Db, before: World): Promise<void> {
  const after = await worldOf(db);
  expect(changedTables(before, after), 'tables the refused attempt changed').toEqual([]);
  expect(after.balances, 'ledger balances').toEqual(before.balances);
}

const ENGLISH_TEXTS = new Set(Object.values(messageTexts.en));
const ENGLISH_WORDS = [' the ', ' you ', ' your ', ' is ', ' not ', ' please ', ' cannot ', ' was '];

/**
 * A refusal as a German-speaking insider reads it (the attempts send `accept-language: de`): the
 * error shape, the status and code expected, and a message in German, not an English catalogue
 * text or a code.
 */
export function expectRefusal(
  response: LightMyRequestResponse,
  expected: { status: number; code?: string },
): { code: string; message: string } {
  expect(response.statusCode, response.body).toBe(expected.status);
  const { error } = response.json() as { error: { code: string; message: string } };
  expect(error.message.length).toBeGreaterThan(0);
  if (expected.code) expect(error.code).toBe(expected.code);
  expect(ENGLISH_TEXTS.has(error.message), `English text: ${error.message}`).toBe(false);
  const padded = ` ${error.message.toLowerCase()} `;
  for (const word of ENGLISH_WORDS) expect(padded, `English word "${word.trim()}"`).not.toContain(word);
  expect(error.message).not.toMatch(/^[a-z_.]+$/); // never a bare key or code
  return error;
}

/**
 * The insiders read German: their saved language is what the server answers in (D29), so each
 * attempt's refusal is checked for a German text.
 */
export async function speakGerman(db: Db, userIds: string[]): Promise<void> {
  await db.update(users).set({ language: 'de' }).where(inArray(users.id, userIds));
}

/** Headers for an insider's request: their session, German, and any extras. */
export const asInsider = (cookie: string, extra: Record<string, string> = {}) => ({
  cookie,
  'accept-language': 'de',
  ...extra,
});
