import type { ComponentType } from 'react';

export type PageModule = { Component: ComponentType };
export type PublicPage = { load: () => Promise<PageModule> };

/**
 * The pages prerendered at build (scripts/prerender.mjs) and the code each needs (its modules ask
 * for their translations). The router uses the same entries; on these paths the browser starts
 * public-entry.tsx instead of the whole app (D110).
 */
export const PUBLIC_PAGES = {
  '/': { load: () => import('./routes/public/landing') },
  '/verify': { load: () => import('./routes/public/verify') },
  '/check': { load: () => import('./routes/public/check') },
  '/privacy': { load: () => import('./routes/public/legal/privacy') },
  '/terms': { load: () => import('./routes/public/legal/terms') },
  '/legal-notice': { load: () => import('./routes/public/legal/legal-notice') },
  '/cookies': { load: () => import('./routes/public/legal/cookies') },
} satisfies Record<string, PublicPage>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

export const isPublicPath = (path: string): path is PublicPath => Object.hasOwn(PUBLIC_PAGES, path);
