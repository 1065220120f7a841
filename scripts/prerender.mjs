// Renders the public pages to HTML at build time, one file per page and language, so search
// engines and slow phones see the content before JavaScript runs (issue 4 item 7). The server
// (src/server/plugins/prerendered.ts) picks the file by path and ?lang=, and replaces
// __ORIGIN__ with PUBLIC_URL for the canonical and alternate links.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';

const LANGUAGES = ['en', 'es', 'nl', 'de', 'it', 'fr'];
const OG_LOCALE = { en: 'en_US', es: 'es_ES', nl: 'nl_NL', de: 'de_DE', it: 'it_IT', fr: 'fr_FR' };
const NOINDEX = new Set(['/privacy', '/terms', '/legal-notice', '/cookies']);

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The address of a page in a language: English is the default, the others carry ?lang=. */
export const pageUrl = (pagePath, language) =>
  `__ORIGIN__${pagePath}${language === 'en' ? '' : `?lang=${language}`}`;

/** dist/web/prerendered/<name>.<language>.html; "/" is "index". */
export const prerenderedName = (pagePath, language) =>
  `${pagePath === '/' ? 'index' : pagePath.slice(1)}.${language}.html`;

function headTags(pagePath, language, { title, description }) {
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${pageUrl(pagePath, language)}" />`,
    ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${pageUrl(pagePath, l)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${pageUrl(pagePath, 'en')}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${pageUrl(pagePath, language)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (NOINDEX.has(pagePath)) tags.push('<meta name="robots" content="noindex" />');
  return tags.map((tag) => `    ${tag}`).join('\n');
}

/**
 * The shell for prerendered pages: the stylesheet inlined (no second round trip before the first
 * paint), and instead of the whole app, the public pages' own entry (D110), started by
 * /boot.js after the page has loaded and without modulepreload hints, so its code does not
 * compete with the page itself on a slow line. The dashboards keep Vite's index.html as it is.
 */
export function prerenderShell(template, publicEntry, readAsset) {
  const entry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  const stylesheet = template.match(/<link rel="stylesheet" crossorigin href="([^"]+)">/);
  if (!entry || !stylesheet) throw new Error('index.html has no module entry or stylesheet to rewrite');
  return template
    .replace(
      entry[0],
      `<meta name="app-entry" content="${publicEntry}" />\n    <script type="module" src="/boot.js"></script>`,
    )
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(stylesheet[0], `<style>${readAsset(stylesheet[1])}</style>`);
}

/** The public entry's built file, from Vite's manifest (which is not served, so it is removed). */
function takePublicEntry(root) {
  const manifestDir = path.join(root, 'dist/web/.vite');
  const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8'));
  rmSync(manifestDir, { recursive: true, force: true });
  const file = manifest['public-entry.tsx']?.file;
  if (!file) throw new Error('The Vite manifest has no public-entry.tsx');
  return `/${file}`;
}

export async function prerender(root) {
  const outDir = path.join(root, 'dist/prerender');
  await viteBuild({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: path.join(root, 'src/web/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      rolldownOptions: {
        input: path.join(root, 'src/web/prerender.tsx'),
        output: { entryFileNames: 'prerender.mjs' },
      },
    },
  });
  const { render, PRERENDERED_PATHS } = await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href);
  const template = prerenderShell(
    readFileSync(path.join(root, 'dist/web/index.html'), 'utf8'),
    takePublicEntry(root),
    (asset) => readFileSync(path.join(root, 'dist/web', asset), 'utf8'),
  );
  const target = path.join(root, 'dist/web/prerendered');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });

  for (const pagePath of PRERENDERED_PATHS) {
    for (const language of LANGUAGES) {
      const page = await render(pagePath, language);
      const html = template
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace(
          /<title>[^<]*<\/title>/,
          `<title>${escapeHtml(page.title)}</title>\n${headTags(pagePath, language, page)}`,
        )
        .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
      if (!html.includes(page.html)) throw new Error(`index.html has no empty #root to fill for ${pagePath}`);
      writeFileSync(path.join(target, prerenderedName(pagePath, language)), html);
    }
  }
  rmSync(outDir, { recursive: true, force: true });
  return PRERENDERED_PATHS.length * LANGUAGES.length;
}
