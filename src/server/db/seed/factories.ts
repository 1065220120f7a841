import { randomBytes } from 'node:crypto';
import type { Language } from '../../../shared/domain/languages';
import type { Role, UserStatus } from '../../../shared/domain/roles';
import { hashPassword } from '../../modules/auth/password';
import type { Db } from '../client';
import { desks, users } from '../schema';

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
