import { i18n } from './index';
import type { Namespace } from './resources';

/**
 * Issue 33 item 1: the code that reads a namespace asks for it, at the top of its module (a
 * feature's index.ts; a screen of app/ that reads its area's texts), so no route keeps a list of
 * what its screens show. Loading starts when the module is first evaluated, that is when a
 * route's chunk arrives, and the router waits for textsLoaded() before it draws the page: a page
 * never renders a key or suspends half-drawn. (The cost, one round trip after the chunk instead
 * of beside it, is in docs/decisions/0138-texts-load-with-code.md.)
 */
const loading = new Set<Promise<unknown>>();

export function loadTexts(...namespaces: Namespace[]): void {
  // Prerendering runs under Node with its own i18next instance that holds every text.
  if (typeof window === 'undefined') return;
  const pending = i18n.loadNamespaces(namespaces);
  loading.add(pending);
  const done = () => loading.delete(pending);
  pending.then(done, done);
}

/** Resolves once every namespace asked for so far has loaded (or failed: i18next then falls back to English). */
export async function textsLoaded(): Promise<void> {
  await Promise.allSettled([...loading]);
}
