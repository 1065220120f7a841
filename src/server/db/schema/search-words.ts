import { bigint, customType, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { users } from './users';

/**
 * A search word (D23, D121): folded (lower case, accents off) by the SQL function search_fold, so
 * the triggers that write the words and the queries that read them fold alike. The "C" collation
 * orders by bytes, so one B-tree serves both a prefix range (word >= 'jans' and word < 'jans' ||
 * max) and the order the results are returned in.
 */
const searchWord = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * A person's search words: each word of the first and last name, the email's local part and
 * domain and their pieces, the phone number's digits. Kept by triggers on users (drizzle/ the
 * search_words migration), so every writer keeps them in its own transaction. `sort_key` orders
 * the people within one word newest first: minus their created_at in microseconds, so the whole
 * index is ascending and a keyset cursor (word, sort_key, id) is one row comparison that the
 * B-tree seeks to, on the first page or the 500th.
 */
export const userSearchWords = pgTable(
  'user_search_words',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: searchWord('word').notNull(),
    sortKey: bigint('sort_key', { mode: 'number' }).notNull(),
  },
  (t) => [
    // One person, one word: the "does this person have a word starting with …" lookup.
    primaryKey({ columns: [t.userId, t.word] }),
    // The walk: a prefix range read in order, stopping after the page (keyset, no sort).
    index('user_search_words_walk_idx').on(t.word, t.sortKey, t.userId),
  ],
);

/**
 * A case's search words: its reference and its pieces, its own title (a composed title has no
 * words of its own), and its client's words (names, email, phone), kept by triggers on cases and
 * on users.
 */
export const caseSearchWords = pgTable(
  'case_search_words',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    word: searchWord('word').notNull(),
    sortKey: bigint('sort_key', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.word] }),
    index('case_search_words_walk_idx').on(t.word, t.sortKey, t.caseId),
  ],
);
