import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGES, type Language } from '../../shared/domain/languages';

/**
 * The public pages rendered at build time (scripts/prerender.mjs), one file per page and
 * language, read once at start with the site's own address filled in. An absent directory
 * (npm run dev, or an older build) simply means every page gets the plain SPA shell.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

export type PrerenderedPages = {
  /**
   * The HTML for a page path and the `lang` query value in the best encoding the client accepts,
   * or undefined when that page was not prerendered.
   */
  find(
    pathname: string,
    lang: unknown,
    acceptEncoding?: string,
  ): { body: Buffer; encoding: Encoding } | undefined;
};

/** br before gzip; anything else (or nothing) gets the plain HTML. */
export function preferredEncoding(acceptEncoding = ''): Encoding {
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

const encode: Record<Encoding, (html: Buffer) => Buffer> = {
  br: (html) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (html) => gzipSync(html, { level: 9 }),
  identity: (html) => html,
};

export function loadPrerenderedPages(distWeb: string, publicUrl: URL): PrerenderedPages {
  const dir = path.join(distWeb, 'prerendered');
  const pages = new Map<string, Buffer>();
  // Each page is compressed once, on its first request in that encoding (at most 36 pages × 2).
  const encoded = new Map<string, Buffer>();
  if (existsSync(dir)) {
    // Without a trailing slash, so "__ORIGIN__/privacy" becomes "https://host/privacy".
    const origin = publicUrl.href.replace(/\/+$/, '');
    for (const file of readdirSync(dir)) {
      const match = file.match(/^(.+)\.(\w\w)\.html$/);
      if (!match) continue;
      const [, name, language] = match;
      const pagePath = name === 'index' ? '/' : `/${name}`;
      const html = readFileSync(path.join(dir, file), 'utf8').replaceAll('__ORIGIN__', origin);
      pages.set(`${pagePath} ${language}`, Buffer.from(html));
    }
  }
  return {
    find(pathname, lang, acceptEncoding) {
      const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const language: Language = (LANGUAGES as readonly unknown[]).includes(lang) ? (lang as Language) : 'en';
      const key = `${normalized} ${language}`;
      const html = pages.get(key);
      if (!html) return undefined;
      const encoding = preferredEncoding(acceptEncoding);
      const cacheKey = `${key} ${encoding}`;
      let body = encoded.get(cacheKey);
      if (!body) {
        body = encode[encoding](html);
        encoded.set(cacheKey, body);
      }
      return { body, encoding };
    },
  };
}
