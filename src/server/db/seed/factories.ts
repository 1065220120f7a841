import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FraudType } from '../../../shared/domain/fraud-types';
import type { Language } from '../../../shared/domain/languages';
import type { Phase, Priority } from '../../../shared/domain/phases';
import type { Role, UserStatus } from '../../../shared/domain/roles';
import { hashPassword } from '../../modules/auth/password';
import { nextCaseReference } from '../../modules/cases/reference';
import type { Db } from '../client';
import { cases, desks, users } from '../schema';

export { nextCaseReference };

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
