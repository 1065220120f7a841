import type { FastifyBaseLogger } from 'fastify';
import type { PublicContent } from '../../../shared/contracts/public-site';
import type { PublishedLandingContent } from '../../../shared/contracts/settings';
import { LANGUAGES, type Language } from '../../../shared/domain/languages';
import { getFirmSettings } from '../../core/firm-settings';
import type { Db } from '../../db/client';
import { readPublicContent } from './content';

type Published = PublicContent & { source: 'settings' | 'files' };

/**
 * What the landing page publishes in one language (D20): the content edited in the console when
 * the firm saved some for that language, otherwise the language's files in CONTENT_DIR. Both
 * are checked by the same schemas (consent recorded, https links), so neither can publish less.
 */
export async function publishedLandingContent(
  db: Db,
  contentDir: string,
  language: Language,
  log: FastifyBaseLogger,
): Promise<Published> {
  const { landingContent } = await getFirmSettings(db);
  const edited = landingContent[language];
  if (edited) return { source: 'settings', ...edited };
  return { source: 'files', ...(await readPublicContent(contentDir, language, log)) };
}

/** Every language at once, for the settings tab's overview. */
export async function publishedLandingContentAll(
  db: Db,
  contentDir: string,
  log: FastifyBaseLogger,
): Promise<PublishedLandingContent> {
  const languages = await Promise.all(
    LANGUAGES.map(async (language) => ({
      language,
      ...(await publishedLandingContent(db, contentDir, language, log)),
    })),
  );
  return { languages };
}
