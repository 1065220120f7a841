/**
 * The app renders over the prerendered HTML (D109). On a slow phone someone may already
 * have typed into the prerendered form by then; this keeps what they typed, and where the cursor
 * was, so the takeover never loses input.
 */
type Snapshot = { values: Map<string, string>; focused: string | null };

let snapshot: Snapshot = { values: new Map(), focused: null };

/** Called once in main.tsx, just before the first render replaces the prerendered HTML. */
export function snapshotPrerenderedFields(container: HTMLElement): void {
  const values = new Map<string, string>();
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[name], select[name], textarea[name]',
  )) {
    if (field.value) values.set(field.name, field.value);
  }
  const active = document.activeElement;
  const focused =
    active instanceof HTMLElement && container.contains(active) ? active.getAttribute('name') : null;
  snapshot = { values, focused };
}

/** What was typed into the prerendered field of that name, if anything. */
export function prefilled(name: string): string | undefined {
  return snapshot.values.get(name);
}

/** The name of the prerendered field that had the focus, taken once (later mounts do not steal focus). */
export function takeFocusedField(): string | null {
  const { focused } = snapshot;
  snapshot = { ...snapshot, focused: null };
  return focused;
}
