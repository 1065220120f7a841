/** Builds dist/web (Vite) and dist/server/main.js (esbuild). */
export function buildAll(): Promise<void>;
