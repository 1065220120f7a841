import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { Providers } from './app/providers';
import { router } from './app/router';
import { setClassMerger } from './lib/cn';
import { i18nReady } from './lib/i18n';
import { snapshotPrerenderedFields } from './lib/prerender-snapshot';
import './styles.css';

// Before anything renders: the dashboards' components override classes freely.
setClassMerger(twMerge);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Resolves when the first route's code and data are in, so the first render is the whole page. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

// Public pages arrive prerendered (scripts/prerender.mjs). Rendering only once the translations
// and the route are loaded replaces that HTML in one step, without a loading flash in between.
await Promise.all([i18nReady, routerReady()]);

snapshotPrerenderedFields(container);
const root = createRoot(container);
// A transition lets React render in short slices, so a slow phone stays responsive while the
// app takes over from the prerendered HTML (Lighthouse: total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
