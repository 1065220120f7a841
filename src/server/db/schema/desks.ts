import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** A desk is a team (one manager, lawyers) covering a list of countries (ISO 3166-1 alpha-2). */
export const desks = pgTable('desks', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
  ...timestamps(),
});
