/** A case reference made safe for a file name on every system. */
export function fileSafe(value: string): string {
  return value.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'case';
}
