import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@shared/contracts/admin-system';

/** i18next reads "." as nesting: "desk.created" is looked up as "desk_created". */
export const keyOf = (name: string) => name.replace(/\./g, '_');
export const isKnownAction = (action: string) => (AUDIT_ACTIONS as readonly string[]).includes(action);
export const isKnownEntity = (entity: string) => (AUDIT_ENTITIES as readonly string[]).includes(entity);

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * What the entry was about, in a person's words where the entry says it: a desk's or person's
 * name, a case reference; otherwise the start of the record's id.
 */
export function recordLabel(entry: {
  entityId: string | null;
  before: unknown;
  after: unknown;
}): string | null {
  for (const side of [asRecord(entry.after), asRecord(entry.before)]) {
    if (!side) continue;
    if (typeof side.name === 'string' && side.name) return side.name;
    const person = [side.firstName, side.lastName].filter((p) => typeof p === 'string' && p).join(' ');
    if (person) return person;
    if (typeof side.reference === 'string' && side.reference) return side.reference;
  }
  return entry.entityId ? entry.entityId.slice(0, 8) : null;
}

/** The fields an entry changed or recorded, with their value before and after. */
export function changedFields(
  before: unknown,
  after: unknown,
): { field: string; before: string; after: string }[] {
  const b = asRecord(before) ?? {};
  const a = asRecord(after) ?? {};
  const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].map((field) => ({
    field,
    before: show(b[field]),
    after: show(a[field]),
  }));
}
