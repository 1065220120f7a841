import { eq } from 'drizzle-orm';
import type { ContactInput } from '../../../shared/contracts/payment-trail';
import { AppError } from '../../../shared/domain/errors';
import { indicatorOfContact } from '../../../shared/domain/trail/indicators';
import { type AuditedCall, writeAudit } from '../../core/audit';
import { findCaseInScope } from '../../core/case-team';
import { schemeContacts } from '../../db/schema';
import { indicatorIdOf } from './indicator-rows';
import { publishLinksChanged } from './links-changed';
import { changeableEntry, liveEntry } from './trail-rows';

/**
 * Adds one of the scheme's contact points. A phone typed without + is read in the country the
 * request names (the form sends the client's), exactly as the contract checked it; a WhatsApp or
 * Signal handle is that phone number.
 */
export async function addContact(args: AuditedCall & { caseId: string; input: ContactInput }) {
  const { actor, input } = args;
  const theCase = await findCaseInScope(args.db, actor, args.caseId);
  const indicator = indicatorOfContact({
    kind: input.kind,
    value: input.value,
    messenger: input.messenger,
    defaultCountry: input.phoneCountry,
  });
  // The contract validated the value with the same rules, so this is only a guard.
  if (!indicator) throw new AppError('validation_failed', 'common.request.bad_request');
  const row = await args.db.transaction(async (tx) => {
    const indicatorId = await indicatorIdOf(tx, indicator);
    const [created] = await tx
      .insert(schemeContacts)
      .values({
        caseId: theCase.id,
        kind: input.kind,
        messenger: input.kind === 'messenger' ? (input.messenger ?? null) : null,
        value: input.value,
        note: input.note ?? null,
        indicatorId,
        enteredBy: actor.id,
      })
      .returning();
    await writeAudit(tx, args.request, {
      action: 'trail.contact.added',
      entity: 'case',
      entityId: theCase.id,
      after: { contactId: created!.id, kind: input.kind, value: input.value, indicatorId },
    });
    await publishLinksChanged(tx, theCase, [indicatorId]);
    return created!;
  });
  return { id: row.id };
}

/** Takes a contact point off the trail; the row stays, marked removed. */
export async function removeContact(args: AuditedCall & { caseId: string; entryId: string }) {
  const theCase = await findCaseInScope(args.db, args.actor, args.caseId);
  const rows = await args.db
    .select()
    .from(schemeContacts)
    .where(liveEntry(schemeContacts, args.entryId, theCase.id));
  const row = changeableEntry(args.actor, rows);
  await args.db.transaction(async (tx) => {
    await tx
      .update(schemeContacts)
      .set({ removedAt: new Date(), removedBy: args.actor.id })
      .where(eq(schemeContacts.id, row.id));
    await writeAudit(tx, args.request, {
      action: 'trail.contact.removed',
      entity: 'case',
      entityId: theCase.id,
      before: { contactId: row.id, kind: row.kind, value: row.value, indicatorId: row.indicatorId },
    });
    await publishLinksChanged(tx, theCase, [row.indicatorId]);
  });
}
