import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseProviders } from './app/base-providers';
import { isPublicPath, PUBLIC_PAGES } from './app/public-pages';
import { i18nReady } from './lib/i18n';
import { textsLoaded } from './lib/i18n/texts';
import { snapshotPrerenderedFields } from './lib/prerender-snapshot';

/**
 * The prerendered public pages' app (D110): the page's own component over its HTML,
 * without React Router or TanStack Query, which would be a third of the first load. Links there
 * load the next page, itself prerendered or the whole app. /boot.js starts this module once the
 * page has loaded (D109).
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const path = window.location.pathname.replace(/(.)\/+$/, '$1');
if (!isPublicPath(path)) {
  // The server serves prerendered HTML only on these paths; anything else is the whole app's.
  await import('./main');
} else {
  const page = PUBLIC_PAGES[path];
  const [{ Component }] = await Promise.all([page.load(), i18nReady]);
  await textsLoaded();
  snapshotPrerenderedFields(container);
  const root = createRoot(container);
  // Rendering in a transition lets React work in short slices on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <BaseProviders>
          <Component />
        </BaseProviders>
      </StrictMode>,
    );
  });
}
