/** "512 B", "84 kB", "2.4 MB" in the reader's language, through Intl (binary multiples, as file managers show). */
export function formatFileSize(bytes: number, locale: string): string {
  const [unit, value] =
    bytes < 1024
      ? (['byte', bytes] as const)
      : bytes < 1024 * 1024
        ? (['kilobyte', bytes / 1024] as const)
        : (['megabyte', bytes / (1024 * 1024)] as const);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'narrow' : 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value);
}

/** Where a document is served from (the case team may download every document of the case). */
export function downloadUrl(caseId: string, documentId: string): string {
  return `/api/cases/${encodeURIComponent(caseId)}/documents/${encodeURIComponent(documentId)}/download`;
}

/** "Nov 25, 2026" / "25 nov. 2026": short enough for a table column, unambiguous in every language. */
export function formatShortDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
