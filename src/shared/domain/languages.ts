/** Interface languages, in the order the language switcher lists them (spec §1). */
export const LANGUAGES = ['en', 'es', 'nl', 'de', 'it', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
// The zod schema lives in language-schema.ts: this file is on the landing page's first load,
// and importing zod here pulled the whole library into it (issue 4, first load ≤ 120 KB).
