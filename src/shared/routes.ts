/**
 * Every page route the SPA has so far (spec §2 route table; legal pages arrive with the public
 * site issue and are added here with their screens). The server answers 404 for any other
 * path, so search engines and people see an honest "not found" (the SPA renders the 404 text).
 */
export const PAGE_ROUTES = [
  '/',
  '/client-login',
  '/login',
  '/admin-login',
  '/client-dashboard',
  '/lawyer-dashboard',
  '/manager-dashboard',
  '/admin',
  '/admin-dashboard',
] as const;

export function isPageRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PAGE_ROUTES as readonly string[]).includes(path);
}
