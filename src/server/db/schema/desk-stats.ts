import { integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { cents, ref } from './columns';
import { desks } from './desks';

/** The lawyer key of a desk's unassigned cases (a primary key cannot hold null). */
export const UNASSIGNED_LAWYER_KEY = '00000000-0000-0000-0000-000000000000';

/**
 * A desk's case figures per lawyer (UNASSIGNED_LAWYER_KEY for unassigned cases), kept by a
 * trigger on `cases` in the same transaction as every case insert, update and delete
 * (drizzle/0011). The manager dashboard reads these few rows instead of aggregating every case
 * of the desk on each request (docs/performance.md). Definitions are those of
 * cases/metrics.ts caseAggregates; a property test checks the rows always equal them.
 */
export const deskLawyerStats = pgTable(
  'desk_lawyer_stats',
  {
    deskId: ref('desk_id', () => desks.id, 'cascade').notNull(),
    lawyerKey: uuid('lawyer_key').notNull(),
    caseCount: integer('case_count').notNull().default(0),
    activeCases: integer('active_cases').notNull().default(0),
    /** In the firm's currency only (TOTALS_CURRENCY). */
    recoveredCents: cents('recovered_cents').notNull().default(0),
    successes: integer('successes').notNull().default(0),
    finished: integer('finished').notNull().default(0),
    /** Sum over successful cases of seconds from opening to completion (exact, for the mean). */
    successSeconds: numeric('success_seconds').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.deskId, t.lawyerKey] })],
);
