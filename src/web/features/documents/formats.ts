/** "PDF, JPG, PNG, DOC, or DOCX" with the reader's own list words. */
export function formatTypeList(labels: string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(labels);
}

/** "42 %", "42%" as the reader's language writes it. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
