/** Where a document is served from (the case team may download every document of the case). */
export function downloadUrl(caseId: string, documentId: string): string {
  return `/api/cases/${encodeURIComponent(caseId)}/documents/${encodeURIComponent(documentId)}/download`;
}

/** "Nov 25, 2026" / "25 nov. 2026": short enough for a table column, unambiguous in every language. */
export function formatShortDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
