import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  type PublicContent,
  pressMentionSchema,
  testimonialSchema,
} from '../../../shared/contracts/public-site';
import type { Language } from '../../../shared/domain/languages';

/** Far above any real list; a bigger file is a mistake (a wrong file copied in), not content. */
const MAX_FILE_BYTES = 1024 * 1024;

const isMissing = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/**
 * One list file. Missing → empty (the firm has published nothing in this language, D20).
 * Unreadable, not JSON, or any entry invalid → empty and a warning in the log: all or nothing,
 * so a mistake hides the section and is reported rather than half a list going out, and an
 * entry without recorded consent is never shown.
 */
async function readList<T>(file: string, schema: z.ZodType<T>, log: FastifyBaseLogger): Promise<T[]> {
  let text: string;
  try {
    const info = await stat(file);
    if (info.size > MAX_FILE_BYTES) {
      log.warn({ file, bytes: info.size }, 'public content file too large; its section stays hidden');
      return [];
    }
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (!isMissing(error))
      log.warn({ file, err: error }, 'public content file unreadable; its section stays hidden');
    return [];
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    log.warn({ file, err: error }, 'public content file is not valid JSON; its section stays hidden');
    return [];
  }
  const parsed = z.array(schema).safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    log.warn({ file, issues }, 'public content file has invalid entries; its section stays hidden');
    return [];
  }
  return parsed.data;
}

/**
 * GET /api/public/content (D20): the firm's testimonials and press mentions for one language,
 * from <contentDir>/<lang>/testimonials.json and press.json. Read on every request, not cached:
 * the files are small and sit in the OS page cache, an edit shows at once without a restart, and
 * the answer carries a cache-control header so browsers and proxies absorb repeat visits.
 * `lang` comes from a fixed list (the route validates it), so it cannot reach outside the folder.
 */
export async function readPublicContent(
  contentDir: string,
  lang: Language,
  log: FastifyBaseLogger,
): Promise<PublicContent> {
  const dir = path.join(contentDir, lang);
  const [testimonials, press] = await Promise.all([
    readList(path.join(dir, 'testimonials.json'), testimonialSchema, log),
    readList(path.join(dir, 'press.json'), pressMentionSchema, log),
  ]);
  return { testimonials, press };
}
