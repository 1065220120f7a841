import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The SPA lives in src/web and is built to dist/web, which the Fastify server serves.
export default defineConfig({
  root: here('./src/web'),
  publicDir: here('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': here('./src/shared'),
      '@web': here('./src/web'),
    },
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // Inline scripts are forbidden by our CSP; keep every asset a file.
    assetsInlineLimit: 0,
  },
});
