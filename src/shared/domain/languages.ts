import { z } from 'zod';

/** Interface languages, in the order the language switcher lists them (spec §1). */
export const LANGUAGES = ['en', 'es', 'nl', 'de', 'it', 'fr'] as const;
// Pure: lets the bundler drop zod from the first page, which needs only the list above.
export const languageSchema = /* @__PURE__ */ z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';
