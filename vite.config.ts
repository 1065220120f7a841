import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * A feature's index re-exports all it offers (issue 16); its other modules only declare (no
 * statement runs on import), so a screen keeps only what it uses and the audiences' chunks stay
 * apart. Without this, `const x = createContext()` and the like count as side effects. The index
 * itself runs one statement that must stay: asking for the feature's texts (lib/i18n/texts.ts,
 * D138); dropped, a screen would draw, then suspend while i18next fetched them.
 */
export function keepsSideEffects(id: string): boolean {
  return !id.includes('/src/web/features/') || /\/src\/web\/features\/[^/]+\/index\.ts$/.test(id);
}

// The SPA lives in src/web and is built to dist/web, which the Fastify server serves.
export default defineConfig({
  root: here('./src/web'),
  publicDir: here('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@shared', replacement: here('./src/shared') },
      { find: '@web', replacement: here('./src/web') },
      // react-i18next imports the useSyncExternalStore shim for React 17; React 19 has the hook
      // itself, so the shim is dead weight on the landing page's first load (decision 0010).
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: here('./src/web/lib/use-sync-external-store.ts'),
      },
    ],
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // Inline scripts are forbidden by our CSP; keep every asset a file.
    assetsInlineLimit: 0,
    // Two entries: the whole app (index.html), and the prerendered public pages' smaller one
    // (decision 0010), which scripts/prerender.mjs finds through the manifest.
    manifest: true,
    rolldownOptions: {
      input: { index: here('./src/web/index.html'), public: here('./src/web/public-entry.tsx') },
      treeshake: { moduleSideEffects: keepsSideEffects },
    },
  },
});
