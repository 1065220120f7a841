import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FigureCard, FigureNote } from './figure-card';
import { countActive } from './phase-chart';

describe('FigureCard', () => {
  it('is a region named by its title, with the figure and its notes', () => {
    const html = renderToStaticMarkup(
      <FigureCard title="Fees" value="€1,200">
        <FigureNote>March 2026</FigureNote>
        <FigureNote>{null}</FigureNote>
      </FigureCard>,
    );
    const titleId = html.match(/<h3 id="([^"]+)"/)?.[1];
    expect(titleId).toBeTruthy();
    expect(html).toMatch(new RegExp(`role="region" aria-labelledby="${titleId}"`));
    expect(html).toContain('>€1,200</p>');
    // An empty note leaves no blank line behind.
    expect(html.match(/text-sm text-muted-foreground/g)).toHaveLength(1);
    expect(html).toContain('>March 2026</div>');
  });
});

describe('countActive', () => {
  it('counts every phase but completed and closed', () => {
    const phases = [
      { phase: 'new', count: 2 },
      { phase: 'investigation', count: 3 },
      { phase: 'completed', count: 5 },
      { phase: 'closed', count: 7 },
    ] as const;
    expect(countActive(phases)).toBe(5);
  });
});
