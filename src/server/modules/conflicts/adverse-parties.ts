import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AdverseParty, CreateAdverseParty } from '../../../shared/contracts/conflicts';
import { nameKey } from '../../../shared/domain/conflicts';
import { AppError, type Message } from '../../../shared/domain/errors';
import { normalizeEmail } from '../../../shared/domain/trail/email';
import { normalizePhone } from '../../../shared/domain/trail/phone';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { notFound } from '../../core/scope';
import type { Db } from '../../db/client';
import { adverseParties, users } from '../../db/schema';

const creatorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

function toAdverseParty(row: typeof adverseParties.$inferSelect, createdByName: string | null): AdverseParty {
  return {
    id: row.id,
    name: row.name,
    aliases: row.aliases,
    email: row.email,
    phone: row.phone,
    country: row.country,
    note: row.note,
    createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The parties in force, newest first (removed ones stay in the table and the audit log). */
export async function listAdverseParties(db: Db): Promise<AdverseParty[]> {
  const rows = await db
    .select({ party: adverseParties, createdByName: creatorName })
    .from(adverseParties)
    .leftJoin(users, eq(users.id, adverseParties.createdBy))
    .where(isNull(adverseParties.removedAt))
    .orderBy(desc(adverseParties.createdAt), desc(adverseParties.id));
  return rows.map((r) => toAdverseParty(r.party, r.createdByName));
}

/** The phone in E.164, as indicators and the conflict check compare it; a number that cannot be read is a 400. */
function phoneOf(input: CreateAdverseParty): string | null {
  if (!input.phone) return null;
  const result = normalizePhone(input.phone, input.country);
  if (result.ok) return result.value;
  const message: Message = `payment-trail.${result.issue}` as Message;
  throw new AppError('validation_failed', message, { phone: message });
}

/** Adds a party; its name and aliases are stored with their folded keys (shared/domain/conflicts). Audited. */
export async function addAdverseParty(
  args: AuditedCall & { input: CreateAdverseParty },
): Promise<AdverseParty> {
  const { input, actor } = args;
  const aliases = [...new Set((input.aliases ?? []).map((a) => a.trim()).filter(Boolean))];
  const email = input.email ? normalizeEmail(input.email) : null;
  const values = {
    name: input.name,
    aliases,
    nameKey: nameKey(input.name),
    aliasKeys: [...new Set(aliases.map(nameKey))],
    email: email?.ok ? email.value : (input.email?.toLowerCase() ?? null),
    phone: phoneOf(input),
    country: input.country ?? null,
    note: input.note || null,
    createdBy: actor.id,
  };
  return args.db.transaction(async (tx) => {
    const [row] = await tx.insert(adverseParties).values(values).returning();
    const party = toAdverseParty(row!, `${actor.firstName} ${actor.lastName}`);
    await writeAudit(tx, args.request, {
      action: 'adverse_party.added',
      entity: 'adverse_party',
      entityId: party.id,
      after: { name: party.name, aliases, email: party.email, phone: party.phone, country: party.country },
    });
    return party;
  });
}

/** Removes a party from the list: the row is kept with who removed it and when. Audited; twice is a 404. */
export async function removeAdverseParty(args: AuditedCall & { id: string }): Promise<void> {
  await args.db.transaction(async (tx) => {
    const [row] = await tx
      .update(adverseParties)
      .set({ removedAt: new Date(), removedBy: args.actor.id })
      .where(and(eq(adverseParties.id, args.id), isNull(adverseParties.removedAt)))
      .returning();
    if (!row) throw notFound('conflicts.not_found.adverse_party');
    await writeAudit(tx, args.request, {
      action: 'adverse_party.removed',
      entity: 'adverse_party',
      entityId: row.id,
      before: { name: row.name },
    });
  });
}
