import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  RegisterResponse,
  registerRequestSchema,
} from '../../../shared/contracts/public-site-registration';
import { deskCountryCodes } from '../../../shared/domain/countries';
import { AppError } from '../../../shared/domain/errors';
import { type AuditContext, writeAudit } from '../../core/audit';
import { publishEvent } from '../../core/bus';
import { addCaseEvent } from '../../core/case-events';
import { createSession, type SessionSettings } from '../../core/sessions';
import type { Db } from '../../db/client';
import { cases, desks, leads, users } from '../../db/schema';
import { consumeAttempt } from '../../lib/rate-limit';
import { issueOneTimeToken, sendConfirmationEmail } from '../auth';
import { nextCaseReference } from '../cases';

type RegisterInput = z.output<typeof registerRequestSchema>;

/** Registrations allowed per IP address per hour: a family sharing a connection fits easily. */
export const REGISTER_LIMIT = { perIp: 10, windowMs: 60 * 60_000 } as const;

/** A readable, unique-looking username from the email's local part ("jane.doe"). */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '');
  return (cleaned.length >= 3 ? cleaned : `client${cleaned}`).slice(0, 30);
}

/** The desk whose countries include the person's country (D21), if any; the oldest wins a tie. */
async function deskFor(db: Db, country: string): Promise<string | null> {
  const codes = deskCountryCodes(country);
  const [desk] = await db
    .select({ id: desks.id })
    .from(desks)
    .where(
      sql`${desks.countries} && ${sql`array[${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`}`,
    )
    .orderBy(asc(desks.createdAt), asc(desks.id))
    .limit(1);
  return desk?.id ?? null;
}

/**
 * The free case assessment (issue 3 §1). In one transaction: a client without a password, a
 * lead (new), a case (phase new) with the loss, its first timeline event, a set-password token,
 * the confirmation email, and the session — all or nothing.
 *
 * D28: an address that already has an account gets the same answer. The visitor receives a
 * provisional account of their own (same status, same body, signed in, seeing only this intake)
 * and the address's owner is asked by email whether to add the case to their account. Both paths
 * run the same statements in the same order — look up the address, insert, issue two tokens,
 * render and write one email — so neither the answer nor its timing tells them apart.
 */
export async function register(args: {
  db: Db;
  settings: SessionSettings;
  publicUrl: URL;
  input: RegisterInput;
  request: AuditContext & { userAgent: string | null };
}): Promise<{ response: RegisterResponse; session: { token: string; expiresAt: Date } }> {
  const { db, input, request, settings } = args;
  const ipKey = `register:ip:${request.ip ?? 'unknown'}`;
  // Counted atomically before anything is created, so parallel registrations cannot outrun it.
  await consumeAttempt(
    db,
    [{ key: ipKey, limit: REGISTER_LIMIT.perIp, windowMs: REGISTER_LIMIT.windowMs }],
    'public-site.registration.too_many',
  );

  const base = usernameBase(input.email);
  for (let attempt = 0; attempt < 5; attempt++) {
    const outcome = await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, input.email), eq(users.provisional, false)));
      // A provisional account never takes the plain name: the owner may hold it, and a failed
      // insert would cost this path a round trip the other does not make.
      const username = attempt === 0 && !owner ? base : `${base.slice(0, 25)}-${randomInt(1000, 10000)}`;
      // ON CONFLICT DO NOTHING on the unique lower(email) (non-provisional rows) and
      // lower(username) indexes: a concurrent registration with the same email waits for the first
      // to commit, then inserts nothing, and the next attempt finds the owner.
      const [client] = await tx
        .insert(users)
        .values({
          role: 'client',
          username,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          country: input.country,
          language: input.language ?? 'en',
          passwordHash: null,
          lastActiveAt: sql`now()`,
          provisional: Boolean(owner),
          provisionalOwnerId: owner?.id ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!client) return null; // the address or the username was just taken: look again
      const deskId = await deskFor(tx, input.country);
      const reference = await nextCaseReference(tx);
      const [theCase] = await tx
        .insert(cases)
        .values({
          reference,
          clientId: client.id,
          // Composed when read, in the reader's language (issue 17 item 2): nothing English stored.
          title: null,
          fraudType: input.fraudType,
          amountLostCents: input.amountLost,
          currency: 'USD',
          phase: 'new',
          deskId,
        })
        .returning();
      const [lead] = await tx
        .insert(leads)
        .values({
          clientId: client.id,
          caseId: theCase!.id,
          source: 'registration',
          country: input.country,
          fraudType: input.fraudType,
          amountLostCents: input.amountLost,
          description: input.description ?? '',
          policeReportRef: input.policeReportRef ?? null,
        })
        .returning();
      await addCaseEvent(tx, {
        caseId: theCase!.id,
        actorId: client.id,
        kind: 'case_opened',
        toPhase: 'new',
        data: { source: 'registration', amountLostCents: input.amountLost, currency: 'USD' },
      });
      const token = await issueOneTimeToken(tx, settings.secret, {
        userId: client.id,
        purpose: 'set_password',
      });
      const setPasswordLink = new URL(
        `/set-password?token=${encodeURIComponent(token)}`,
        args.publicUrl,
      ).toString();
      await sendConfirmationEmail(
        tx,
        { secret: settings.secret, publicUrl: args.publicUrl, mail: settings.mail },
        { account: client, reference, setPasswordLink },
      );
      const session = await createSession(tx, settings, {
        userId: client.id,
        ip: request.ip,
        userAgent: request.userAgent,
      });
      const actorContext = { ...request, actorId: client.id, actorRole: 'client' };
      await writeAudit(tx, actorContext, {
        action: 'intake.registered',
        entity: 'user',
        entityId: client.id,
        after: {
          username,
          country: input.country,
          fraudType: input.fraudType,
          amountLostCents: input.amountLost,
          caseId: theCase!.id,
          leadId: lead!.id,
          deskId,
          sessionId: session.sessionId,
          provisional: client.provisional,
        },
      });
      await publishEvent(tx, {
        type: 'list-changed',
        list: 'leads',
        audience: { roles: ['admin'], deskIds: deskId ? [deskId] : [] },
      });
      // A new person for the admin's users table too (D14: pushed, the 10 s refetch is the fallback).
      await publishEvent(tx, { type: 'list-changed', list: 'users', audience: { roles: ['admin'] } });
      return {
        session: { token: session.token, expiresAt: session.expiresAt },
        response: {
          token,
          clientData: {
            leadId: lead!.id,
            caseId: theCase!.id,
            caseReference: reference,
            clientId: client.id,
            firstName: client.firstName,
            lastName: client.lastName,
            email: client.email,
          },
          redirectTo: '/client-dashboard' as const,
        },
      };
    });
    if (outcome) return outcome;
  }
  throw new AppError('conflict', 'public-site.registration.failed');
}
