import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FraudType } from '../../../shared/domain/fraud-types';
import type { Language } from '../../../shared/domain/languages';
import type { Phase, Priority } from '../../../shared/domain/phases';
import type { Role, UserStatus } from '../../../shared/domain/roles';
import { hashPassword } from '../../modules/auth/password';
import { nextCaseReference } from '../../modules/cases/reference';
import { storeDocumentBytes } from '../../modules/documents/storage';
import type { Db } from '../client';
import { cases, desks, documents, users } from '../schema';

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

export type NewDocument = {
  caseId: string;
  uploadedBy?: string | null;
  originalName?: string;
  /** The bytes; written under <dataDir>/documents when `dataDir` is given (else only the row). */
  bytes?: Buffer;
  mimeType?: string;
  dataDir?: string;
};

/** An evidence document row (and, with `dataDir`, its bytes), as an upload would leave it. */
export async function createDocument(db: Db, input: NewDocument) {
  const bytes = input.bytes ?? Buffer.from('%PDF-1.4\n% test evidence\n%%EOF\n');
  const storedName = input.dataDir ? await storeDocumentBytes(input.dataDir, bytes) : randomUUID();
  const [row] = await db
    .insert(documents)
    .values({
      caseId: input.caseId,
      uploadedBy: input.uploadedBy ?? null,
      originalName: input.originalName ?? 'bank-statement.pdf',
      storedName,
      mimeType: input.mimeType ?? 'application/pdf',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })
    .returning();
  return row!;
}
