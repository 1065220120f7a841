import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Person = { firstName: AnyPgColumn; lastName: AnyPgColumn };

/** A person's name as the lists show it, "First Last", built in the query from a joined users row. */
export function fullName(person: Person): SQL<string> {
  return sql<string>`${person.firstName} || ' ' || ${person.lastName}`;
}

/** The same through a left join: null when it found nobody (text || null is null), so callers need no check. */
export function fullNameOrNull(person: Person): SQL<string | null> {
  return sql<string | null>`${person.firstName} || ' ' || ${person.lastName}`;
}
