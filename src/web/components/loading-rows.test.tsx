import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingBlocks, LoadingRows } from './loading-rows';

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

describe('LoadingBlocks', () => {
  it('announces one status and draws the blocks in the grid the cards will fill', () => {
    const html = renderToStaticMarkup(
      <LoadingBlocks label="Loading analytics" count={4} height="h-80" grid="grid gap-4 xl:grid-cols-2" />,
    );
    expect(html).toMatch(
      /^<div role="status" aria-label="Loading analytics" class="grid gap-4 xl:grid-cols-2"/,
    );
    expect(html.match(/data-slot="skeleton" aria-hidden="true" class="[^"]*h-80"/g)).toHaveLength(4);
  });
});
