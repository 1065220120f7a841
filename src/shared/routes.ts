/**
 * Every page route the SPA has (spec §2 route table, plus /verify from issue 4 and /check from
 * issue 21). The server answers 404 for any other path, so search engines and people see an
 * honest "not found" (the SPA renders the 404 text).
 */
export const PAGE_ROUTES = [
  '/',
  '/client-login',
  '/login',
  '/admin-login',
  '/set-password',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/contact-change/confirm',
  '/contact-change/cancel',
  '/change-password',
  '/account',
  '/account/passkeys',
  '/client-dashboard',
  '/lawyer-dashboard',
  '/manager-dashboard',
  '/admin',
  '/admin-dashboard',
  '/verify',
  '/check',
  '/privacy',
  '/terms',
  '/legal-notice',
  '/cookies',
] as const;

/** D10: the original footer's long legal URLs; the server answers each with a permanent redirect. */
export const LEGAL_REDIRECTS: Record<string, string> = {
  '/privacy-policy': '/privacy',
  '/terms-of-service': '/terms',
  '/cookie-policy': '/cookies',
};

/** Public pages that are prerendered at build time and listed for search engines. */
export const INDEXED_PAGES = ['/', '/verify', '/check'] as const;
/** Public pages that are prerendered but marked noindex (spec §2: the legal pages). */
export const NOINDEX_PAGES = ['/privacy', '/terms', '/legal-notice', '/cookies'] as const;

export function isPageRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PAGE_ROUTES as readonly string[]).includes(path);
}
