import type { AuditSubject } from '@shared/contracts/audit';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@shared/domain/audit';
import { ROLES } from '@shared/domain/roles';
import { loadTexts } from '@web/lib/i18n/texts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

loadTexts('admin');

/**
 * Audit-trail entries in words, one wording for every screen of the admin console that shows the
 * trail (overview activity, system audit log, a person's detail). The texts live in the `admin`
 * namespace, which the console loads before any tab.
 */

type Translate = TFunction<'admin'>;
type Actor = { actorId: string | null; actorName: string | null; actorRole: string | null };
type AuditRecord = {
  action?: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  /** Looked up by the server now (audit/subjects.ts); absent where a screen does not send it. */
  subject?: AuditSubject | null;
};

const ACTIONS = new Set<string>(AUDIT_ACTIONS);
const ENTITIES = new Set<string>(AUDIT_ENTITIES);
const ROLE_NAMES = new Set<string>(ROLES);

/** i18next reads "." as nesting, so "desk.created" is found under audit.actions.desk_created. */
export const actionKey = (action: string): string | null =>
  ACTIONS.has(action) ? `audit.actions.${action.replaceAll('.', '_')}` : null;

/** An action, or a generic text naming an action that is no longer written (older entries). */
export function auditAction(t: Translate, action: string): string {
  const key = actionKey(action);
  return key ? t(key) : t('audit.unknownAction', { action });
}

export function auditEntity(t: Translate, entity: string): string {
  return ENTITIES.has(entity) ? t(`audit.entities.${entity}`) : t('audit.unknownEntity', { entity });
}

/** "By Lena Vogel (lawyer)"; a deleted account or no one signed in is said as such. */
export function auditActor(t: Translate, entry: Actor): string {
  // D37: a proposal approved at the server's console (npm run approvals) names no account.
  if (!entry.actorId) return t(entry.actorRole === 'operator' ? 'audit.byOperator' : 'audit.bySystem');
  const name = entry.actorName ?? t('audit.formerUser');
  return entry.actorRole && ROLE_NAMES.has(entry.actorRole)
    ? t('audit.byWithRole', { name, role: t(`audit.roles.${entry.actorRole}`) })
    : t('audit.by', { name });
}

const asObject = (value: unknown): { [key: string]: unknown } | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as { [key: string]: unknown })
    : null;

/** A case's reference (RC-2026-000123) names it; a recovery's or payout's reference is the bank's. */
const isCaseReference = (entry: AuditRecord) =>
  entry.entity === 'case' && !entry.action?.startsWith('ledger.');

/**
 * What the entry was about in a person's words (issue 17 item 6): the case reference and the
 * person concerned as the server looked them up now; an erased person or a record that no longer
 * exists said as such. Without a lookup, what the entry itself says: a desk's or person's name,
 * a case reference; only then the end of the record's id (random, so the end tells apart as
 * well as the start).
 */
export function recordLabel(entry: AuditRecord, t?: Translate): string | null {
  const subject = entry.subject;
  if (subject && t) {
    if (subject.gone) return t('audit.subject.gone');
    const person = subject.erased ? t('audit.subject.erased') : subject.person;
    if (subject.reference && person)
      return t('audit.subject.caseOf', { reference: subject.reference, person });
    if (subject.reference) return subject.reference;
    if (subject.desk) return subject.desk;
    if (person) return person;
  }
  for (const side of [asObject(entry.after), asObject(entry.before)]) {
    if (!side) continue;
    if (typeof side.name === 'string' && side.name) return side.name;
    const person = [side.firstName, side.lastName].filter((p) => typeof p === 'string' && p).join(' ');
    if (person) return person;
    if (isCaseReference(entry) && typeof side.reference === 'string' && side.reference) return side.reference;
  }
  return entry.entityId ? `…${entry.entityId.slice(-8)}` : null;
}

/** "Desk: Benelux". Signing in, changing one's own password…: the record is the actor, by name. */
export function auditRecord(t: Translate, entry: AuditRecord & Partial<Actor>): string {
  const kind = auditEntity(t, entry.entity);
  const isSelf = entry.entity === 'user' && entry.entityId !== null && entry.entityId === entry.actorId;
  const label = isSelf && entry.actorName ? entry.actorName : recordLabel(entry, t);
  return label ? t('audit.record', { kind, label }) : kind;
}

/** The functions above, bound to the reader's language. */
export function useAuditText() {
  const { t } = useTranslation('admin');
  return {
    action: (action: string) => auditAction(t, action),
    entity: (entity: string) => auditEntity(t, entity),
    actor: (entry: Actor) => auditActor(t, entry),
    record: (entry: AuditRecord & Partial<Actor>) => auditRecord(t, entry),
  };
}
