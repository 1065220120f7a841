import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingRows } from './loading-rows';

describe('LoadingRows', () => {
  it('announces one status and draws the asked number of hidden grey rows', () => {
    const html = renderToStaticMarkup(<LoadingRows label="Loading cases" rows={5} rowHeight="h-12" />);
    expect(html).toMatch(/^<div role="status" aria-label="Loading cases"/);
    expect(html.match(/data-slot="skeleton" aria-hidden="true" class="[^"]*h-12"/g)).toHaveLength(5);
  });

  it('draws three rows by default', () => {
    expect(renderToStaticMarkup(<LoadingRows label="Loading" />).match(/data-slot="skeleton"/g)).toHaveLength(
      3,
    );
  });
});
