import { z } from 'zod';
import { LANGUAGES } from '../domain/languages';
import { pressMentionSchema, testimonialSchema } from './public-site';

/**
 * The settings tab's reads beside GET/PUT /api/admin/settings (issue 7 item 8). The settings
 * themselves and their rules are in domain/firm-settings.ts.
 */

/** GET /api/admin/settings/changes: who last changed each stored setting, and when. */
export const settingChangeSchema = z.object({
  key: z.string(),
  at: z.string(),
  /** null when the person was deleted since (the audit log keeps the full trail). */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export const settingChangesSchema = z.object({ changes: z.array(settingChangeSchema) });
export type SettingChange = z.infer<typeof settingChangeSchema>;

/** Where a language's landing content comes from: edited in the console, or the CONTENT_DIR files (D20). */
export const LANDING_SOURCES = ['settings', 'files'] as const;

/** GET /api/admin/settings/landing-content: what the landing page publishes now, per language. */
export const publishedLandingContentSchema = z.object({
  languages: z.array(
    z.object({
      language: z.enum(LANGUAGES),
      source: z.enum(LANDING_SOURCES),
      testimonials: z.array(testimonialSchema),
      press: z.array(pressMentionSchema),
    }),
  ),
});
export type PublishedLandingContent = z.infer<typeof publishedLandingContentSchema>;
