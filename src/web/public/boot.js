// Starts the app on a prerendered page (scripts/prerender.mjs) only once the page has painted
// and loaded, so on a slow phone network the text and styles arrive first instead of sharing the
// line with the app's code (issue 4 item 7, Lighthouse). Until then the page is plain HTML that
// reads and links correctly; anything typed into the form is kept when the app takes over
// (lib/prerender-snapshot.ts). An external file because the CSP forbids inline scripts.
const entry = document.querySelector('meta[name="app-entry"]')?.getAttribute('content');
const start = () => import(entry);
if (entry) {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
