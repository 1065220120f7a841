import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../shared/domain/languages';
import { INDEXED_PAGES } from '../../shared/routes';

/** The address of a page in a language, as the prerendered pages' canonical links write it. */
function pageUrl(origin: string, pagePath: string, language: string) {
  return `${origin}${pagePath}${language === 'en' ? '' : `?lang=${language}`}`;
}

const xml = (text: string) => text.replaceAll('&', '&amp;');

/**
 * robots.txt and sitemap.xml (issue 4 item 7), built from the configured public address. Only
 * the indexable public pages are listed, each with its six language versions; the portals and
 * the API are closed to crawlers, and the legal pages carry noindex (spec §2).
 */
export function registerSeoRoutes(app: FastifyInstance, publicUrl: URL) {
  const origin = publicUrl.href.replace(/\/+$/, '');

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /client-dashboard',
          'Disallow: /lawyer-dashboard',
          'Disallow: /manager-dashboard',
          'Disallow: /admin',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const entries = INDEXED_PAGES.flatMap((pagePath) =>
      LANGUAGES.map((language) => {
        const alternates = LANGUAGES.map(
          (l) =>
            `    <xhtml:link rel="alternate" hreflang="${l}" href="${xml(pageUrl(origin, pagePath, l))}"/>`,
        );
        alternates.push(
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(pageUrl(origin, pagePath, 'en'))}"/>`,
        );
        return [
          `  <url>`,
          `    <loc>${xml(pageUrl(origin, pagePath, language))}</loc>`,
          ...alternates,
          '  </url>',
        ].join('\n');
      }),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
          ...entries,
          '</urlset>',
          '',
        ].join('\n'),
      );
  });
}
