import { and, asc, countDistinct, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createLawyerClientRequestSchema,
  LawyerClientRow,
  lawyerClientQuerySchema,
} from '../../../shared/contracts/people-clients';
import { moneyFields } from '../../../shared/domain/money';
import type { Config } from '../../config';
import type { Actor } from '../../core/actor';
import { type MailingCall, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import type { Db } from '../../db/client';
import { cases, leads, users } from '../../db/schema';
import { matchesAllWords, personResembles, queryWords, wordValues } from '../../lib/search';
import { offsetOf } from '../../lib/typed-routes';
import {
  caseRecoveredCents,
  clientAvailableCents,
  nextCaseReference,
  selectLawyerCases,
  TOTALS_CURRENCY,
  toLawyerCase,
} from '../cases';
import { createInvitedUser } from './invitations';

const inFirmCurrency = sql`${cases.currency} = ${TOTALS_CURRENCY}`;

/** Per client, over their cases assigned to the lawyer (grouped by the client). */
const clientColumns = {
  u: users,
  totalCases: countDistinct(cases.id),
  lossCents: sql<number>`coalesce(sum(${cases.amountLostCents}) filter (where ${inFirmCurrency}), 0)`.mapWith(
    Number,
  ),
  recoveredCents:
    sql<number>`coalesce(sum(${caseRecoveredCents}) filter (where ${inFirmCurrency}), 0)`.mapWith(Number),
  availableCents: clientAvailableCents,
  /** Their most recent case assigned to the lawyer: where Contact and Cases lead. */
  latestCaseId: sql<string>`(array_agg(${cases.id} order by ${cases.createdAt} desc, ${cases.id} desc))[1]`,
};

function selectClientsOf(db: Db, lawyerId: string) {
  return db
    .select(clientColumns)
    .from(users)
    .innerJoin(cases, and(eq(cases.clientId, users.id), eq(cases.lawyerId, lawyerId)))
    .groupBy(users.id);
}

type ClientRow = Awaited<ReturnType<ReturnType<typeof selectClientsOf>['execute']>>[number];

function toLawyerClient({ u, ...row }: ClientRow): LawyerClientRow {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    country: u.country,
    status: u.status,
    totalCases: row.totalCases,
    ...moneyFields('lossAmount', row.lossCents),
    ...moneyFields('recoveredAmount', row.recoveredCents),
    ...moneyFields('totalRecovered', row.recoveredCents),
    ...moneyFields('availableBalance', row.availableCents),
    currency: TOTALS_CURRENCY,
    joinDate: u.createdAt.toISOString(),
    latestCaseId: row.latestCaseId,
  };
}

/**
 * D21: the clients with a case assigned to the lawyer; by name, id as tie-breaker. A search
 * (D23): every word begins one of the client's words (names, email, phone); when none does, the
 * trigram fallback (names and email resembling the query). Offset pages: the scope (one lawyer's
 * clients) keeps them small.
 */
export async function listLawyerClients(
  db: Db,
  actor: Actor,
  query: z.infer<typeof lawyerClientQuerySchema>,
) {
  const words = queryWords(query.q);
  const values = { ...wordValues(words), q: query.q ?? '' };
  const page = (search: SQL | undefined) =>
    Promise.all([
      selectClientsOf(db, actor.id)
        .where(search)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(query.limit)
        .offset(offsetOf(query))
        .execute(values),
      db
        .select({ n: countDistinct(users.id) })
        .from(users)
        .innerJoin(cases, and(eq(cases.clientId, users.id), eq(cases.lawyerId, actor.id)))
        .where(search)
        .execute(values),
    ]);
  let [rows, [total]] = await page(matchesAllWords('user', sql`${users.id}`, words.length));
  if (words.length > 0 && (total?.n ?? 0) === 0) [rows, [total]] = await page(personResembles(words.length));
  return { clients: rows.map(toLawyerClient), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

/**
 * A lawyer adds a client (D15): the person without a password and an invitation link (D11), a
 * case assigned to the lawyer on their desk, and its lead already converted (source 'staff'), so
 * lead statistics count every client once.
 */
export async function createLawyerClient(
  args: MailingCall & {
    config: Config;
    input: z.output<typeof createLawyerClientRequestSchema>;
  },
) {
  const { actor, input } = args;
  return args.db.transaction(async (tx) => {
    const client = await createInvitedUser(
      tx,
      args,
      { role: 'client', ...input, phone: input.phone ?? null },
      actor.id,
    );
    const [theCase] = await tx
      .insert(cases)
      .values({
        reference: await nextCaseReference(tx),
        clientId: client.id,
        title: null, // composed when read, in the reader's language (issue 17 item 2)
        fraudType: input.fraudType,
        amountLostCents: input.amountLost,
        lawyerId: actor.id,
        deskId: actor.deskId,
      })
      .returning();
    const now = new Date();
    const [lead] = await tx
      .insert(leads)
      .values({
        clientId: client.id,
        caseId: theCase!.id,
        status: 'converted',
        source: 'staff',
        country: input.country,
        fraudType: input.fraudType,
        amountLostCents: input.amountLost,
        description: input.description ?? '',
        handledBy: actor.id,
        convertedAt: now,
      })
      .returning({ id: leads.id });
    await addCaseEvent(tx, {
      caseId: theCase!.id,
      actorId: actor.id,
      kind: 'case_opened',
      clientVisible: true,
      data: { source: 'staff', lawyerId: actor.id, leadId: lead!.id },
    });
    await writeAudit(tx, args.request, {
      action: 'user.created',
      entity: 'user',
      entityId: client.id,
      after: { role: 'client', email: client.email, username: client.username, invited: true },
    });
    await writeAudit(tx, args.request, {
      action: 'case.opened',
      entity: 'case',
      entityId: theCase!.id,
      after: {
        reference: theCase!.reference,
        clientId: client.id,
        lawyerId: actor.id,
        deskId: actor.deskId,
        amountLostCents: input.amountLost,
        leadId: lead!.id,
      },
    });
    await publishEvent(tx, {
      type: 'list-changed',
      list: 'cases',
      caseId: theCase!.id,
      audience: { userIds: [actor.id], deskIds: actor.deskId ? [actor.deskId] : [], roles: ['admin'] },
    });
    await publishEvent(tx, { type: 'list-changed', list: 'users', audience: { roles: ['admin'] } });
    const [clientRow] = await selectClientsOf(tx, actor.id).where(eq(users.id, client.id));
    const [caseRow] = await selectLawyerCases(tx).where(eq(cases.id, theCase!.id));
    return { client: toLawyerClient(clientRow!), case: toLawyerCase(caseRow!) };
  });
}
