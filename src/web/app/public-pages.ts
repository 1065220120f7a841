import type { Namespace } from '@web/lib/i18n/resources';
import type { ComponentType } from 'react';

export type PageModule = { Component: ComponentType };
export type PublicPage = { load: () => Promise<PageModule>; namespaces: Namespace[] };

/**
 * The pages prerendered at build (scripts/prerender.mjs), with the code and translations each
 * needs. The router uses the same entries; on these paths the browser starts public-entry.tsx
 * instead of the whole app (D110).
 */
export const PUBLIC_PAGES = {
  '/': { load: () => import('./routes/public/landing'), namespaces: [] },
  '/verify': { load: () => import('./routes/public/verify'), namespaces: [] },
  '/check': { load: () => import('./routes/public/check'), namespaces: [] },
  '/privacy': { load: () => import('./routes/public/legal/privacy'), namespaces: ['legal'] },
  '/terms': { load: () => import('./routes/public/legal/terms'), namespaces: ['legal'] },
  '/legal-notice': { load: () => import('./routes/public/legal/legal-notice'), namespaces: ['legal'] },
  '/cookies': { load: () => import('./routes/public/legal/cookies'), namespaces: ['legal'] },
} satisfies Record<string, PublicPage>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

export const isPublicPath = (path: string): path is PublicPath => Object.hasOwn(PUBLIC_PAGES, path);
