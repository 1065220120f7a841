/** "512B", "84 kB", "2.4 MB" in the reader's language, through Intl (binary multiples, as file managers show). */
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
    // "77 B" reads better than "77 byte"; larger units keep their usual short form.
    unitDisplay: unit === 'byte' ? 'narrow' : 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value);
}

/** "PDF, JPG, PNG, DOC, or DOCX" with the reader's own list words. */
export function formatTypeList(labels: string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(labels);
}

/** "42 %", "42%" as the reader's language writes it. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
