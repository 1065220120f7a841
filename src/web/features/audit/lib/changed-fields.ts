const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

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
