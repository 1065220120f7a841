/**
 * The Unicode bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the invisible direction marks (U+200E, U+200F, U+061C). In a file name
 * they make "invoice\u202Efdp.exe" read as "invoiceexe.pdf" (issue 31): a name must show what
 * the file is, so they are removed wherever an uploaded name is stored.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The name with every bidirectional control removed; every other character kept in order. */
export function withoutBidiControls(name: string): string {
  return name.replace(BIDI_CONTROLS, '');
}
