import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FEE_AGREEMENT_VERSION } from '../../shared/domain/fee-agreement';
import type { FraudType } from '../../shared/domain/fraud-types';
import type { Language } from '../../shared/domain/languages';
import type { LeadStatus } from '../../shared/domain/leads';
import type { Phase, Priority } from '../../shared/domain/phases';
import type { Role, UserStatus } from '../../shared/domain/roles';
import type { Db } from '../db/client';
import { cases, desks, documents, feeAgreements, leads, users } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { feeAgreementSha256, nextCaseReference } from '../modules/cases';
import { type DocumentStore, localDocumentStore } from '../modules/documents';

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
  /** D28: demo and test people have confirmed addresses unless a test says null. */
  emailConfirmedAt?: Date | null;
};

const unique = () => randomBytes(4).toString('hex');

/**
 * One argon2 hash per password per process. Demo and test people mostly share a password, and
 * hashing each afresh (≈40 ms of CPU by design, 200 ms on two busy cores) was minutes of every
 * test run. These are made-up accounts: a real person's password is hashed by the auth module,
 * with its own salt, whenever they set it.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

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
      passwordHash: password === null ? null : await hashOnce(password),
      emailConfirmedAt: input.emailConfirmedAt === undefined ? new Date() : input.emailConfirmedAt,
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
  /** When the case was opened (default now); tests of timings such as first response set it. */
  createdAt?: Date;
  /**
   * Records the client's acceptance of the fee agreement (as createFeeAgreement), which a case
   * needs before it can leave phase `new`. No timeline event, like the other factory records.
   */
  feeAgreementAccepted?: boolean;
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
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (input.feeAgreementAccepted) await createFeeAgreement(db, { caseId: row!.id });
  return row!;
}

export type NewFeeAgreement = {
  caseId: string;
  /** Default: the client's account language. */
  language?: Language;
  acceptedAt?: Date;
  ip?: string | null;
  userAgent?: string | null;
};

/**
 * The client's acceptance of the current fee agreement as POST /api/cases/{id}/fee-agreement
 * stores it: their name as signature, the SHA-256 of the text in their language at the case's rate.
 */
export async function createFeeAgreement(db: Db, input: NewFeeAgreement) {
  const [theCase] = await db
    .select({
      clientId: cases.clientId,
      feeRateBps: cases.feeRateBps,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.clientId))
    .where(eq(cases.id, input.caseId));
  if (!theCase) throw new Error(`no case ${input.caseId}`);
  const language = input.language ?? theCase.language;
  const [row] = await db
    .insert(feeAgreements)
    .values({
      caseId: input.caseId,
      clientId: theCase.clientId,
      version: FEE_AGREEMENT_VERSION,
      language,
      textSha256: feeAgreementSha256(FEE_AGREEMENT_VERSION, language, theCase.feeRateBps),
      signedName: `${theCase.firstName} ${theCase.lastName}`,
      ...(input.acceptedAt ? { acceptedAt: input.acceptedAt } : {}),
      ip: input.ip === undefined ? '127.0.0.1' : input.ip,
      userAgent: input.userAgent === undefined ? 'test factory' : input.userAgent,
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
  /** Or written to this store (an S3 bucket, D30). */
  store?: DocumentStore;
};

/** An evidence document row (and, with `dataDir` or `store`, its bytes), as an upload would leave it. */
export async function createDocument(db: Db, input: NewDocument) {
  const bytes = input.bytes ?? Buffer.from('%PDF-1.4\n% test evidence\n%%EOF\n');
  const store = input.store ?? (input.dataDir ? localDocumentStore(input.dataDir) : undefined);
  const storedName = store ? await store.put(bytes) : randomUUID();
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
