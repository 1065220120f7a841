import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditSubject } from '../../../shared/contracts/audit';
import {
  auditLog,
  cases,
  desks,
  documents,
  leads,
  messages,
  outboxEmails,
  payoutMethods,
  sessions,
  users,
  withdrawals,
} from '../../db/schema';

/**
 * What an audit entry is about, in words an admin reads (issue 17 item 6): the person concerned
 * and the case reference, instead of a shortened id. Each entity kind reaches its case and person
 * by primary key (a lead, document or message through its case; a withdrawal, payout method,
 * session or email through its person). The id is cast to uuid only for the kind it names, so
 * a lookup uses the primary key; an id of another shape is never cast (and reads as gone).
 */
const UUID = '^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$';
const idOf = (entity: string) =>
  sql`case when ${auditLog.entity} = ${entity} and ${auditLog.entityId} ~ ${UUID} then ${auditLog.entityId}::uuid end`;

export const subjectUser = alias(users, 'subject_user');
const subjectCase = alias(cases, 'subject_case');

/** The kinds whose record can be looked up: a miss means the record no longer exists. */
const LOOKED_UP = [
  'user',
  'case',
  'lead',
  'document',
  'message',
  'withdrawal',
  'payout_method',
  'desk',
  'session',
  'email',
];

/** Left joins to add to a select from audit_log (in this order), and the columns they give. */
export function withSubjects<T extends { leftJoin: (table: never, on: SQL) => T }>(query: T): T {
  const joins: [unknown, SQL][] = [
    [leads, eq(leads.id, idOf('lead'))],
    [documents, eq(documents.id, idOf('document'))],
    [messages, eq(messages.id, idOf('message'))],
    [withdrawals, eq(withdrawals.id, idOf('withdrawal'))],
    [payoutMethods, eq(payoutMethods.id, idOf('payout_method'))],
    [sessions, eq(sessions.id, idOf('session'))],
    [outboxEmails, eq(outboxEmails.id, idOf('email'))],
    [desks, eq(desks.id, idOf('desk'))],
    [
      subjectCase,
      sql`${subjectCase.id} = coalesce(${idOf('case')}, ${leads.caseId}, ${documents.caseId}, ${messages.caseId})`,
    ],
    [
      subjectUser,
      sql`${subjectUser.id} = coalesce(${idOf('user')}, ${subjectCase.clientId}, ${withdrawals.clientId}, ${payoutMethods.clientId}, ${sessions.userId}, ${outboxEmails.userId})`,
    ],
  ];
  return joins.reduce((q, [table, on]) => q.leftJoin(table as never, on), query);
}

export const subjectColumns = {
  subjectFound: sql<boolean>`coalesce(${leads.id}, ${documents.id}, ${messages.id}, ${withdrawals.id}, ${payoutMethods.id}, ${sessions.id}, ${outboxEmails.id}, ${desks.id}, ${subjectCase.id}, ${subjectUser.id}) is not null`,
  subjectPersonId: subjectUser.id,
  subjectFirstName: subjectUser.firstName,
  subjectLastName: subjectUser.lastName,
  subjectEmail: subjectUser.email,
  subjectReference: subjectCase.reference,
  subjectDesk: desks.name,
};

type SubjectRow = {
  entity: string;
  entityId: string | null;
  subjectFound: boolean;
  subjectPersonId: string | null;
  subjectFirstName: string | null;
  subjectLastName: string | null;
  subjectEmail: string | null;
  subjectReference: string | null;
  subjectDesk: string | null;
};

/** An erased person (D13) keeps a row with this address and no name worth showing. */
const erased = (r: SubjectRow) =>
  r.subjectPersonId !== null && r.subjectEmail === `erased-${r.subjectPersonId}@invalid`;

export function toSubject(r: SubjectRow): AuditSubject | null {
  if (!r.entityId || !LOOKED_UP.includes(r.entity)) return null;
  if (!r.subjectFound) return { person: null, reference: null, desk: null, erased: false, gone: true };
  const isErased = erased(r);
  return {
    person: r.subjectPersonId && !isErased ? `${r.subjectFirstName} ${r.subjectLastName}` : null,
    reference: r.subjectReference,
    desk: r.subjectDesk,
    erased: isErased,
    gone: false,
  };
}
