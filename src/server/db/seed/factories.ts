import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FraudType } from '../../../shared/domain/fraud-types';
import type { Language } from '../../../shared/domain/languages';
import type { LeadStatus } from '../../../shared/domain/leads';
import type { Phase, Priority } from '../../../shared/domain/phases';
import type { Role, UserStatus } from '../../../shared/domain/roles';
import { hashPassword } from '../../modules/auth/password';
import type { Db } from '../client';
import { cases, desks, leads, users } from '../schema';

export type NewUser = {
  role?: Role;
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  country?: string | null;
  language?: Language;
  status?: UserStatus;
  deskId?: string | null;
  managerId?: string | null;
  /** Plain password to hash; null creates an invited user with no password. */
  password?: string | null;
};

const unique = () => randomBytes(4).toString('hex');

/** Shared by the demo seed and the tests, so both build users the same way. */
export async function createUser(db: Db, input: NewUser = {}) {
  const suffix = unique();
  const role = input.role ?? 'client';
  const username = input.username ?? `${role}-${suffix}`;
  const password = input.password === undefined ? 'Test-Password-2026' : input.password;
  const [row] = await db
    .insert(users)
    .values({
      role,
      username,
      email: input.email ?? `${username}@example.test`,
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? `${role[0]!.toUpperCase()}${role.slice(1)} ${suffix}`,
      phone: input.phone ?? null,
      country: input.country ?? null,
      language: input.language ?? 'en',
      status: input.status ?? 'active',
      deskId: input.deskId ?? null,
      managerId: input.managerId ?? null,
      passwordHash: password === null ? null : await hashPassword(password),
    })
    .returning();
  return { ...row!, password };
}

export async function createDesk(
  db: Db,
  input: { name?: string; description?: string; countries?: string[] } = {},
) {
  const [row] = await db
    .insert(desks)
    .values({
      name: input.name ?? `Desk ${unique()}`,
      description: input.description ?? '',
      countries: input.countries ?? [],
    })
    .returning();
  return row!;
}

export type NewCase = {
  clientId: string;
  title?: string;
  fraudType?: FraudType;
  amountLostCents?: number;
  currency?: string;
  phase?: Phase;
  priority?: Priority;
  deskId?: string | null;
  lawyerId?: string | null;
  nextAction?: string | null;
  dueDate?: string | null;
};

/** The human reference a client quotes on the phone: RC-<year>-<six digits>, never reused. */
export async function nextCaseReference(db: Db): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`nextval('case_reference_seq')` })
    .from(sql`(select 1) as one`);
  return `RC-${new Date().getUTCFullYear()}-${String(row!.n).padStart(6, '0')}`;
}

export async function createCase(db: Db, input: NewCase) {
  const [row] = await db
    .insert(cases)
    .values({
      reference: await nextCaseReference(db),
      clientId: input.clientId,
      title: input.title ?? 'Investment platform withdrawal blocked',
      fraudType: input.fraudType ?? 'investment',
      amountLostCents: input.amountLostCents ?? 2_500_000,
      currency: input.currency ?? 'USD',
      phase: input.phase ?? 'new',
      priority: input.priority ?? 'medium',
      deskId: input.deskId ?? null,
      lawyerId: input.lawyerId ?? null,
      nextAction: input.nextAction ?? null,
      dueDate: input.dueDate ?? null,
    })
    .returning();
  return row!;
}

export type NewLead = {
  /** The lead's country (D21 routes new leads to desks by it). */
  country?: string;
  status?: LeadStatus;
  source?: 'registration' | 'staff';
  clientId?: string;
  client?: NewUser;
  deskId?: string | null;
  lawyerId?: string | null;
  handledBy?: string | null;
  amountLostCents?: number;
  fraudType?: FraudType;
  description?: string;
};

/**
 * A lead as registration leaves it: a client (without a password unless given), a case in phase
 * new and the lead pointing at both. Overrides put the case on a desk or a lawyer.
 */
export async function createLead(db: Db, input: NewLead = {}) {
  const client = input.clientId
    ? { id: input.clientId }
    : await createUser(db, {
        role: 'client',
        password: null,
        country: input.country ?? 'DE',
        ...input.client,
      });
  const amountLostCents = input.amountLostCents ?? 1_250_000;
  const fraudType = input.fraudType ?? 'cryptocurrency';
  const theCase = await createCase(db, {
    clientId: client.id,
    fraudType,
    amountLostCents,
    deskId: input.deskId ?? null,
    lawyerId: input.lawyerId ?? null,
  });
  const [lead] = await db
    .insert(leads)
    .values({
      clientId: client.id,
      caseId: theCase.id,
      status: input.status ?? 'new',
      source: input.source ?? 'registration',
      country: input.country ?? 'DE',
      fraudType,
      amountLostCents,
      description: input.description ?? 'Sent savings to a trading platform that stopped answering.',
      handledBy: input.handledBy ?? null,
    })
    .returning();
  return { client, case: theCase, lead: lead! };
}
