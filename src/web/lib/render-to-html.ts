import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * A printable document's markup (a client's statement, a reconciliation), rendered by React into a
 * detached element and read back: the texts stay escaped, and no second window is opened (the CSP
 * forbids writing into one).
 */
export function renderToHtml(element: ReactElement): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(element));
  const html = container.innerHTML;
  root.unmount();
  return html;
}
