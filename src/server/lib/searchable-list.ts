import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type CursorKey, LIST_COUNT_CAP } from '../../shared/contracts/pagination';
import type { Db } from '../db/client';
import { preparedQuery, preparedShapes } from '../db/prepared';
import { users } from '../db/schema';
import {
  afterTimeKeyset,
  matchesAllWords,
  nextCursorOf,
  personResemblance,
  personResembles,
  queryWords,
  rangeCount,
  type SearchOwner,
  timeKeyset,
  walkKeyset,
  walkMatchCount,
  walkMatches,
  wordValues,
} from './search';
import { offsetOf } from './typed-routes';

/** A column of the listed table: qualified on the table, or on the walk's owner row `o`. */
type On = (column: AnyPgColumn) => SQL;
const onTable: On = (column) => sql`${column}`;
const onWalkOwner: On = (column) => sql.raw(`o.${column.name}`);

/**
 * A filter, set when the request gives it a value: `equals` compares a column with the
 * placeholder named like the filter; `choices` picks one of fixed conditions by the value (a
 * zod enum upstream), so the value is part of the statement's shape and never a parameter.
 */
export type ListFilter =
  | { equals: AnyPgColumn; cast?: 'uuid' }
  | { choices: Record<string, (column: On) => SQL> };

/** A filter the request sets; its token names the statement's shape (names stay under 63 bytes). */
type Active = { token: string; on: (column: On) => SQL };

/**
 * Which filters are set (`tokens`: each filter's token or "-", in the spec's order), how many
 * search words, whether they are the typo fallback's (`fuzzy`, filter searches only) and whether
 * a time keyset applies. The tokens and the rest name the statement: PostgreSQL keeps 63 bytes
 * of a statement's name, so tokens stay short.
 */
type Shape = { filters: Active[]; tokens: string[]; words: number; fuzzy: boolean; after: boolean };
type Executes<R> = { execute(values?: Record<string, unknown>): Promise<R[]> };
type Preparable<R> = { prepare(name: string): Executes<R> };

export type SearchableListSpec<R, F extends string> = {
  /** The prepared statements are named `<name>_page`, `<name>_walk` …, one per shape. */
  name: string;
  /** Whose stored search words the walk reads (lib/search.ts). */
  owner: SearchOwner;
  table: PgTable;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** The person whose names and email the typo fallback compares: users.id, or a column joined to it. */
  person: AnyPgColumn;
  /**
   * Whose rows the list holds at all (D21: "the lawyer's own cases"), in every statement; its
   * placeholders are given in the request's `values`, so a missing one fails the query.
   */
  scope?: (column: On) => SQL;
  filters: Record<F, ListFilter>;
  /**
   * How a search runs. `walk` (the default, firm-wide lists): the matches in the order of the
   * walk index, counted to the cap. `filter` (lists whose scope is already small): every word is
   * checked per row (lib/search.ts matchesAllWords) while the list stays newest first and pages
   * by its time keyset, counted exactly; when nothing matches, the typo fallback pages the same
   * way.
   */
  search?: 'walk' | 'filter';
  /** A filter search's owner id, when it is not `id` (a lead's case). */
  searchOn?: AnyPgColumn;
  /**
   * A filter search's answers as they were when the list counted by a window over its page: the
   * total counts the rows from the cursor on, and the typo fallback answers only a first page.
   */
  countFromCursor?: boolean;
  /**
   * The page: the rows `where` selects, newest first (created_at desc, id desc), with `limit`
   * and `offset` placeholders; the page is chosen before any row gets its details. A filter
   * search's `where` names the person's users columns (the typo fallback): `page` joins them
   * when `person` is not users.id.
   */
  page: (db: Db, where: SQL | undefined) => Preparable<R>;
  /** The rows whose ids are the placeholder `ids` (a uuid array), in the walk's order: walk searches only. */
  byIds?: (db: Db) => Preparable<R>;
  /**
   * A filter search's count of the rows `where` selects, when `where` names tables `table` alone
   * lacks (the scope's, the person's); by default `table`, joined to users for the fallback.
   */
  count?: (db: Db, where: SQL | undefined) => Preparable<{ n: number }>;
  /** The count of the unfiltered list, when something cheaper than counting rows keeps it. */
  everyone?: (db: Db) => Preparable<{ n: number }>;
  /** The row's id and its created_at to the microsecond (lib/search.ts microsOf): the time keyset. */
  keyOf: (row: R) => { id: string; micros: string };
};

export type ListRequest<F extends string> = {
  q?: string;
  cursor?: CursorKey;
  page: number;
  limit: number;
  filters: Partial<Record<F, string>>;
  /** Further placeholders the rows read (the currency of the people's figures). */
  values?: Record<string, unknown>;
};

/**
 * One builder for the lists that page by keyset and search by word prefix (D23, D121): newest
 * first on the created_at index, or a search's matches in the order of the walk index (firm-wide
 * lists, counted to the cap, D113) or checked per row in the list's own order (`search: 'filter'`,
 * a small scope, counted exactly), with the trigram fallback when nothing begins with the query.
 * Every statement is prepared once per shape (which filters are set, how many words, whether a
 * keyset applies), never from user text (docs/performance.md).
 */
export function searchableList<R, F extends string>(spec: SearchableListSpec<R, F>) {
  const scope = spec.scope;
  const where = (shape: Shape, on: On) => [
    ...(scope ? [scope(on)] : []),
    ...shape.filters.map((filter) => filter.on(on)),
  ];
  const walkFilter = (shape: Shape) => {
    const parts = where(shape, onWalkOwner);
    return parts.length ? sql.join(parts, sql` and `) : undefined;
  };
  const walkOf = (shape: Shape) => walkMatches(spec.owner, shape.words, walkFilter(shape));
  /** A filter search's words, checked per row; `fuzzy`: the typo fallback's resemblance instead. */
  const filterSearch = (shape: Shape) => {
    if (shape.words === 0) return undefined;
    return shape.fuzzy
      ? personResembles(shape.words)
      : matchesAllWords(spec.owner, sql`${spec.searchOn ?? spec.id}`, shape.words);
  };
  const shaped = <Q>(suffix: string, build: (db: Db, name: string, shape: Shape) => Q) =>
    shapedStatements(`${spec.name}_${suffix}`, build);

  const page = shaped('page', (db, name, shape) =>
    spec
      .page(
        db,
        and(
          ...where(shape, onTable),
          filterSearch(shape),
          shape.after ? afterTimeKeyset(spec.createdAt, spec.id) : undefined,
        ),
      )
      .prepare(name),
  );

  /**
   * A filter search's count, exact: the rows the page's `where` selects (from the keyset on, for
   * `countFromCursor`); the typo fallback's reads the person's names.
   */
  const totalled = shaped('total', (db, name, shape) => {
    const condition = and(
      ...where(shape, onTable),
      filterSearch(shape),
      shape.after ? afterTimeKeyset(spec.createdAt, spec.id) : undefined,
    );
    if (spec.count) return spec.count(db, condition).prepare(name);
    const from = db.select({ n: count() }).from(spec.table).$dynamic();
    const joined =
      shape.fuzzy && spec.person !== users.id ? from.innerJoin(users, eq(users.id, spec.person)) : from;
    return joined.where(condition).prepare(name);
  });

  /** How many match, counting no further than the cap: at most cap + 1 index entries are read. */
  const counted = shaped('count', (db, name, shape) =>
    db
      .select({ n: count() })
      .from(
        db
          .select({ one: sql`1` })
          .from(spec.table)
          .where(and(...where(shape, onTable)))
          .limit(sql.placeholder('cap'))
          .as('matches'),
      )
      .prepare(name),
  );

  /** A search: the walk (lib/search.ts), paged by its keyset or, for `page`, by offset within the cap. */
  const walk = shaped('walk', (db, name, shape) =>
    db
      .select({
        id: sql<string>`m.id`,
        word: sql<string>`m.word`,
        sortKey: sql<number>`m.sort_key`.mapWith(Number),
      })
      .from(sql`(${walkOf(shape)}) m`)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );

  const walkCount = shaped('walk_count', (db, name, shape) =>
    db
      .select({ n: count() })
      .from(sql`(${walkOf(shape)} limit ${sql.placeholder('cap')}) m`)
      .prepare(name),
  );

  /** The count of a one-word unfiltered search from the walk index alone (lib/search.ts rangeCount). */
  const rangeCounted = preparedQuery(`${spec.name}_range_count`, (db, name) =>
    db
      .select({
        people: sql<number>`r.people`.mapWith(Number),
        entries: sql<number>`r.entries`.mapWith(Number),
      })
      .from(sql`(${rangeCount(spec.owner)}) r`)
      .prepare(name),
  );

  /** The typo-tolerant fallback (D23): the person's names and email resemble the query, best first. */
  const resembling = shaped('resembling', (db, name, shape) => {
    const from = db.select({ id: spec.id }).from(spec.table).$dynamic();
    const joined = spec.person === users.id ? from : from.innerJoin(users, eq(users.id, spec.person));
    return joined
      .where(and(personResembles(shape.words), ...where(shape, onTable)))
      .orderBy(desc(personResemblance('q')), desc(spec.createdAt), desc(spec.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });

  const byIdsOf = spec.byIds;
  if (spec.search !== 'filter' && !byIdsOf)
    throw new Error(`list "${spec.name}" searches by walk: give byIds`);
  const byIds = byIdsOf && preparedQuery(`${spec.name}_by_ids`, (db, name) => byIdsOf(db).prepare(name));
  const everyone = spec.everyone;
  const everyoneCount = everyone
    ? preparedQuery(`${spec.name}_everyone_count`, (db, name) => everyone(db).prepare(name))
    : undefined;

  const filterOf = (key: F, value: string | undefined): Active | undefined => {
    const filter = spec.filters[key];
    if (value === undefined) return undefined;
    if ('equals' in filter) {
      const cast = filter.cast ? sql.raw(`::${filter.cast}`) : sql``;
      return { token: key, on: (on) => sql`${on(filter.equals)} = ${sql.placeholder(key)}${cast}` };
    }
    const choice = filter.choices[value];
    if (!choice) throw new Error(`list filter "${key}" has no choice "${value}"`);
    return { token: value, on: choice };
  };
  const filtersOf = (values: Partial<Record<F, string>>) => {
    const set = (Object.keys(spec.filters) as F[]).map((key) => filterOf(key, values[key]));
    return {
      filters: set.filter((f): f is Active => f !== undefined),
      tokens: set.map((f) => f?.token ?? '-'),
    };
  };

  /** The figures of `ids`, in the order given. */
  async function rowsInOrder(db: Db, ids: string[], values: Record<string, unknown>): Promise<R[]> {
    if (ids.length === 0) return [];
    if (!byIds) throw new Error(`list "${spec.name}" has no byIds`);
    const found = (await byIds(db).execute({ ...values, ids, limit: ids.length, offset: 0 })) as R[];
    const byId = new Map(found.map((r) => [spec.keyOf(r).id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is R => r !== undefined);
  }

  /**
   * A filter search, or none, for a list whose scope is small: newest first, paged by the time
   * keyset or by offset, counted exactly; when nothing matches, the typo fallback in the same
   * order (`countFromCursor`: from the cursor on, and only for a first page).
   */
  async function filtered(db: Db, request: ListRequest<F>, set: Pick<Shape, 'filters' | 'tokens'>) {
    const words = queryWords(request.q);
    const values = { ...request.filters, ...request.values, ...wordValues(words) };
    const firstPage = !request.cursor && request.page === 1;
    const run = (fuzzy: boolean) => {
      const shape = { ...set, words: words.length, fuzzy, after: request.cursor !== undefined };
      const given = { ...values, ...timeKeyset(request.cursor) };
      const offset = request.cursor ? 0 : offsetOf(request);
      return Promise.all([
        page(db, shape).execute({ ...given, limit: request.limit, offset }),
        totalled(db, { ...shape, after: shape.after && spec.countFromCursor === true }).execute(given),
      ]);
    };
    let [rows, [counted]] = await run(false);
    if (words.length > 0 && Number(counted?.n ?? 0) === 0 && (firstPage || !spec.countFromCursor))
      [rows, [counted]] = await run(true);
    return {
      rows,
      total: Number(counted?.n ?? 0),
      more: false,
      nextCursor: nextCursorOf(rows, request.limit, (r) => [spec.keyOf(r).micros, spec.keyOf(r).id]),
    };
  }

  /**
   * One page and how many match, to the cap: `more` says when more do (never in a filter search,
   * counted exactly). `cursor` (D121) pages by keyset, past the cap too; `page` by offset within
   * it. Page and count run side by side.
   */
  return async function list(db: Db, request: ListRequest<F>) {
    const { filters, tokens } = filtersOf(request.filters);
    if (spec.search === 'filter') return filtered(db, request, { filters, tokens });
    const words = queryWords(request.q);
    const values = { ...request.filters, ...request.values };
    const offset = request.cursor ? 0 : offsetOf(request);
    const cap = LIST_COUNT_CAP + 1;
    const answer = (rows: R[], matches: number, nextCursor: string | null) => ({
      rows,
      total: Math.min(matches, LIST_COUNT_CAP),
      more: matches > LIST_COUNT_CAP,
      nextCursor,
    });

    if (words.length === 0) {
      const shape = { filters, tokens, words: 0, fuzzy: false, after: request.cursor !== undefined };
      const [rows, [total]] = await Promise.all([
        page(db, shape).execute({ ...values, ...timeKeyset(request.cursor), limit: request.limit, offset }),
        filters.length === 0 && everyoneCount
          ? everyoneCount(db).execute()
          : counted(db, { ...shape, after: false }).execute({ ...values, cap }),
      ]);
      return answer(
        rows,
        Number(total?.n ?? 0),
        nextCursorOf(rows, request.limit, (r) => [spec.keyOf(r).micros, spec.keyOf(r).id]),
      );
    }

    const shape = { filters, tokens, words: words.length, fuzzy: false, after: false };
    const searched = { ...values, ...wordValues(words) };
    const [walked, matches] = await Promise.all([
      walk(db, shape).execute({ ...searched, ...walkKeyset(request.cursor), limit: request.limit, offset }),
      walkMatchCount(
        words.length === 1 && filters.length === 0
          ? () => rangeCounted(db).execute({ ...searched, cap })
          : undefined,
        () => walkCount(db, shape).execute({ ...searched, ...walkKeyset(undefined), cap }),
        LIST_COUNT_CAP,
      ),
    ]);
    if (matches === 0 && !request.cursor && request.page === 1) {
      const similar = await resembling(db, shape).execute({
        ...searched,
        q: request.q,
        limit: request.limit,
      });
      return answer(
        await rowsInOrder(
          db,
          similar.map((r) => String(r.id)),
          values,
        ),
        similar.length,
        null,
      );
    }
    return answer(
      await rowsInOrder(
        db,
        walked.map((r) => r.id),
        values,
      ),
      matches,
      nextCursorOf(walked, request.limit, (r) => [r.word, r.sortKey, r.id]),
    );
  };
}

/**
 * preparedShapes over a structured shape: its key (the filters' tokens, then the words and the
 * keyset, "-" for neither; the walk's statements never have both, so their names stay as short)
 * names the statement, and the shape itself builds it, so nothing parses the key back.
 */
function shapedStatements<Q>(name: string, build: (db: Db, name: string, shape: Shape) => Q) {
  const shapes = new Map<string, Shape>();
  const statement = preparedShapes(name, (db, full, key) => build(db, full, shapes.get(key) as Shape));
  return (db: Db, shape: Shape) => {
    const words = shape.words ? `${shape.fuzzy ? '~' : ''}${shape.words}` : '';
    const keyset = shape.after ? 'after' : '';
    const key = [...shape.tokens, [words, keyset].filter(Boolean).join('/') || '-'].join('/');
    shapes.set(key, shape);
    return statement(db, key);
  };
}
