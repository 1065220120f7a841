import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type CursorKey, encodeCursor } from '../../shared/contracts/pagination';
import { AppError } from '../../shared/domain/errors';
import { users } from '../db/schema';

/**
 * Word-prefix search (D23, D121). Stored words (user_search_words, case_search_words) are kept by
 * triggers (drizzle/0031); a query matches when EVERY one of its words begins one of the owner's
 * words. Folding (case and accents) happens in SQL (search_fold) on both sides, so the two can
 * never disagree; this file only splits the query the way search_words_of splits stored text.
 */

/** "%term%" with LIKE's wildcards taken literally (the outbox's recipient search still uses it). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** At most this many query words are used (each is one index lookup per row). */
export const MAX_QUERY_WORDS = 5;

/** Spaces and punctuation, as search_words_of splits on (drizzle/0031). */
const SEPARATORS = /[\s!-/:-@[-`{-~’‘“”„–—«»]+/u;
/** A query that is only a phone number: digits and the punctuation people type in one. */
const PHONE_LIKE = /^[+\d\s().-]+$/;

/**
 * The words of a search: split on spaces and punctuation ("de Vries" → de, vries;
 * "anna.de@x" → anna, de, x); a phone number ("+31 6 1234") is one word of its digits, as the
 * stored phone is. Longest first: the first word drives the index walk (the longer, the fewer
 * matches), the others are checked per row. Duplicates dropped.
 */
export function queryWords(q: string | undefined): string[] {
  const text = (q ?? '').trim();
  if (!text) return [];
  const digits = text.replace(/\D/g, '');
  if (PHONE_LIKE.test(text) && digits.length >= 3) return [digits];
  const words = [...new Set(text.split(SEPARATORS).filter(Boolean))];
  // Only punctuation ("%", "_"): no stored word begins with it, so it finds nothing rather than
  // everyone.
  if (words.length === 0) return [text.slice(0, 20)];
  return words.sort((a, b) => b.length - a.length).slice(0, MAX_QUERY_WORDS);
}

/** The values of the placeholders `w0`, `w1` … for `words`. */
export function wordValues(words: string[]): Record<string, string> {
  return Object.fromEntries(words.map((word, i) => [`w${i}`, word]));
}

/**
 * `word` begins with the folded placeholder: a range on the "C"-collated word, which a B-tree
 * seeks to (LIKE 'x%' with a parameter could not use it in a generic prepared plan).
 * chr(1114111) is the highest code point: every word starting with the prefix sorts below
 * prefix || it.
 */
function beginsWith(word: SQL, slot: string): SQL {
  const prefix = folded(slot);
  return sql`${word} >= ${prefix} and ${word} < (${prefix} || chr(1114111)) collate "C"`;
}

/**
 * The folded query word as an uncorrelated scalar subquery: PostgreSQL evaluates it once per
 * statement (an InitPlan) instead of once per row the walk checks.
 */
function folded(slot: string): SQL {
  return sql`(select search_fold(${sql.placeholder(slot)}::text)) collate "C"`;
}

export type SearchOwner = 'user' | 'case';
const TABLE = {
  user: { table: sql.raw('user_search_words'), id: sql.raw('user_id') },
  case: { table: sql.raw('case_search_words'), id: sql.raw('case_id') },
};

/** The owner (a users.id or cases.id expression) has a word beginning with query word `slot`. */
function hasWordLike(owner: SearchOwner, ownerId: SQL, slot: string): SQL {
  const { table, id } = TABLE[owner];
  return sql`exists (select 1 from ${table} sw where sw.${id} = ${ownerId} and ${beginsWith(sql`sw.word`, slot)})`;
}

/**
 * Every query word `w0`…`w{count-1}` begins a word of the owner: for lists whose scope is
 * already small (a lawyer's cases and clients, a desk, the leads one may work on), checked per
 * row on the words' primary key while the list keeps its own order.
 */
export function matchesAllWords(owner: SearchOwner, ownerId: SQL, count: number): SQL | undefined {
  if (count === 0) return undefined;
  return sql.join(
    Array.from({ length: count }, (_, i) => hasWordLike(owner, ownerId, `w${i}`)),
    sql` and `,
  );
}

/**
 * The firm-wide walk: the owners matching every query word, in index order — by the first
 * word's matching word, then newest first (sort_key), then id — starting after the keyset
 * (`cw`, `ck`, `cid`; all null for the first page) and stopping after `limit` rows. Read as a
 * range of the walk index, so a page costs the same whether ten people match or 90,000 and
 * whether it is the first page or the 500th. An owner with several words beginning with `w0`
 * (Jan Jansen, "jan") is returned once, at the first of them. `filter` narrows by the owner's
 * own row (its alias is `o`: users or cases), checked per row.
 */
export function walkMatches(owner: SearchOwner, count: number, filter?: SQL): SQL {
  const { table, id } = TABLE[owner];
  const ownerTable = owner === 'user' ? sql.raw('users') : sql.raw('cases');
  const first = folded('w0');
  const others = Array.from({ length: count - 1 }, (_, i) => hasWordLike(owner, sql`s.${id}`, `w${i + 1}`));
  // The owner's row only when a filter needs it: without one the walk reads the index alone
  // (a join made the generic plan's estimate large enough to start parallel workers, ~50 ms).
  const join = filter ? sql`join ${ownerTable} o on o.id = s.${id}` : sql``;
  return sql`select s.${id} as id, s.word, s.sort_key from ${table} s ${join}
    where ${beginsWith(sql`s.word`, 'w0')}
      and (s.word, s.sort_key, s.${id}) > (
        coalesce(${sql.placeholder('cw')}::text collate "C", ${first}),
        coalesce(${sql.placeholder('ck')}::bigint, -9223372036854775807),
        coalesce(${sql.placeholder('cid')}::uuid, '00000000-0000-0000-0000-000000000000'::uuid))
      and not exists (select 1 from ${table} d where d.${id} = s.${id}
        and d.word >= ${first} and d.word < s.word)
      ${others.length ? sql`and ${sql.join(others, sql` and `)}` : sql``}
      ${filter ? sql`and ${filter}` : sql``}
    order by s.word, s.sort_key, s.${id}`;
}

/**
 * How many owners a one-word search without filters matches, read from the walk index alone
 * (index-only, no per-row check): the distinct owners among the first `cap` index entries of
 * the word's range, and whether the range holds more entries than that. Checking every entry
 * for a duplicate owner (the walk's "not exists") costs a B-tree probe per entry, ~0.2 s for
 * 10,000 on the bench data under load; this costs one range read (docs/performance.md).
 */
export function rangeCount(owner: SearchOwner): SQL {
  const { table, id } = TABLE[owner];
  return sql`select count(distinct m.owner)::int as people, count(*)::int as entries from (
    select s.${id} as owner from ${table} s where ${beginsWith(sql`s.word`, 'w0')}
    limit ${sql.placeholder('cap')}) m`;
}

/**
 * The typo-tolerant fallback (D23), run only when the prefix search found nothing: trigram word
 * similarity (pg_trgm's `<%`) of the whole query to a person's names and email, on the trigram
 * index users_search_trgm_idx, best first.
 */
export const personSearchText = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

/** Every query word `w0`… resembles a word of the person's names or email (typos, not fragments). */
export function personResembles(count: number): SQL {
  return sql.join(
    Array.from(
      { length: Math.max(count, 1) },
      (_, i) => sql`lower(${sql.placeholder(`w${i}`)}::text) <<% ${personSearchText}`,
    ),
    sql` and `,
  );
}

export function personResemblance(slot: string): SQL {
  return sql`strict_word_similarity(lower(${sql.placeholder(slot)}::text), ${personSearchText})`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function badCursor(): never {
  throw new AppError('validation_failed', 'common.request.validation_failed', {
    cursor: 'common.field.cursor',
  });
}

/**
 * The keyset a cursor carries: a walk's (word, sort key, id) when the list is searched, a plain
 * list's (created_at to the microsecond, id) otherwise. A cursor of the other kind (the search
 * changed between pages) or a damaged one is a 400 naming `cursor`, never a wrong page.
 */
export function walkKeyset(key: CursorKey | undefined) {
  if (key === undefined) return { cw: null, ck: null, cid: null };
  const [word, sortKey, id] = key;
  if (key.length !== 3 || typeof word !== 'string' || typeof sortKey !== 'number' || !UUID.test(String(id)))
    badCursor();
  return { cw: word, ck: sortKey, cid: String(id) };
}

export function timeKeyset(key: CursorKey | undefined) {
  if (key === undefined) return { ct: null, cid: null };
  const [time, id] = key;
  if (key.length !== 2 || typeof time !== 'string' || !MICROS.test(time) || !UUID.test(String(id)))
    badCursor();
  return { ct: time, cid: String(id) };
}

/** A row's created_at to the microsecond (JS dates keep milliseconds), for a time keyset. */
export const microsOf = (column: SQL | AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows strictly after the time keyset in "newest first, id descending" order; all when null. */
export function afterTimeKeyset(createdAt: AnyPgColumn, id: AnyPgColumn): SQL {
  const ct = sql.placeholder('ct');
  return sql`(${sql.placeholder('ct')}::timestamptz is null or (${createdAt}, ${id}) < (${ct}::timestamptz, ${sql.placeholder('cid')}::uuid))`;
}

/** The next page's cursor: after the last row, when the page was full. */
export function nextCursorOf<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey): string | null {
  const last = rows.at(-1);
  return rows.length === limit && last ? encodeCursor(keyOf(last)) : null;
}

/**
 * How many match, to the cap (D113), for a walk: from the index range alone when that answers
 * it (one word, no filter: fewer entries than the cap, or more distinct owners than the cap),
 * else by `exact` (the walk itself, checked per row, stopped at the cap).
 */
export async function walkMatchCount(
  range: (() => Promise<{ people: number; entries: number }[]>) | undefined,
  exact: () => Promise<{ n: number }[]>,
  cap: number,
): Promise<number> {
  if (range) {
    const [read] = await range();
    const { people = 0, entries = 0 } = read ?? {};
    if (entries <= cap || people > cap) return people;
  }
  const [counted] = await exact();
  return Number(counted?.n ?? 0);
}
