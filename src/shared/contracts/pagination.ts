import { z } from 'zod';

/**
 * Server-side pages (D14): `page` from 1, `limit` from 1 to 100, default 20. One definition so
 * the bounds cannot drift apart; the wording stays per list because each screen words its own
 * errors, and changing a message would change what the API answers.
 */
export interface PageMessages {
  /** When the value is not a number at all (zod's default text when left out). */
  pageType?: string;
  limitType?: string;
  pageMin: string;
  limitMin?: string;
  limitMax: string;
}

export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 20;

/** `{ message }` only when given: an absent message keeps zod's own default text. */
const said = (message: string | undefined) => (message === undefined ? undefined : { message });

export function pageQuery(m: PageMessages) {
  return z.object({
    page: z.coerce.number(said(m.pageType)).int().min(1, said(m.pageMin)).default(1),
    limit: z.coerce
      .number(said(m.limitType))
      .int()
      .min(1, said(m.limitMin))
      .max(MAX_PAGE_LIMIT, said(m.limitMax))
      .default(DEFAULT_PAGE_LIMIT),
  });
}

/** Every list's page and limit, in one wording: server-side pages (D14), at most 100 rows at a time. */
export const pageQuerySchema = pageQuery({
  pageMin: 'Pages start at 1',
  limitMin: 'Ask for at least 1 row',
  limitMax: 'Ask for at most 100 rows at a time',
});

/** What every page of a list answers besides its rows. */
export const pageInfo = { total: z.number(), page: z.number(), limit: z.number() };

/**
 * How many matches the admin's firm-wide lists (people, cases) count and page through (decision
 * 0013): past this an administrator searches or filters. At a million people an exact count of
 * every match is a full pass over the table on every page; a capped count stays on the index.
 */
export const LIST_COUNT_CAP = 10_000;

/** For `.refine` on a list's query: refuses a page that starts past the cap, saying why. */
export const withinCountCap: [
  (query: { page: number; limit: number }) => boolean,
  { message: string; path: PropertyKey[] },
] = [
  (query) => (query.page - 1) * query.limit < LIST_COUNT_CAP,
  {
    message: `Only the first ${LIST_COUNT_CAP.toLocaleString('en')} matches can be paged through: search or filter to narrow the list`,
    path: ['page'],
  },
];

/** What a capped list answers besides its rows: `more` when more match than `total` counts. */
export const cappedPageInfo = { ...pageInfo, more: z.boolean() };

/**
 * Keyset paging (D23, D121): `cursor` is the opaque `nextCursor` of the page before, and the page
 * starts right after that row. It takes the place of `page` (which keeps working as before for
 * the screens and the spec), costs the same on the first page or the 500th, and is not refused
 * past LIST_COUNT_CAP. Rows written meanwhile never make a row repeat or go missing among those
 * that existed when the walk began.
 */
export type CursorKey = (string | number)[];

export function encodeCursor(key: CursorKey): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The key a cursor carries, or null when it is not one this API gave. */
export function decodeCursor(cursor: string): CursorKey | null {
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const key: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    );
    const ok =
      Array.isArray(key) &&
      key.length >= 2 &&
      key.length <= 4 &&
      key.every((v) => (typeof v === 'string' && v.length <= 200) || Number.isSafeInteger(v));
    return ok ? (key as CursorKey) : null;
  } catch {
    return null;
  }
}

export const CURSOR_MESSAGE = 'Not a cursor this list gave: start again from the first page';

/** The `cursor` query parameter: what `nextCursor` said, decoded. */
export const cursorQuery = z
  .string()
  .max(1000, { message: CURSOR_MESSAGE })
  .transform((value, ctx) => {
    const key = decodeCursor(value);
    if (key === null) {
      ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
      return z.NEVER;
    }
    return key;
  })
  .optional();

/** Beside a page's rows: where the next page starts, or null on the last page. */
export const nextCursorInfo = { nextCursor: z.string().nullable() };
