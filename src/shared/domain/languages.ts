import { z } from 'zod';

/** Interface languages, in the order the language switcher lists them (spec §1). */
export const LANGUAGES = ['en', 'es', 'nl', 'de', 'it', 'fr'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';
