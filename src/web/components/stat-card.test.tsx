import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('is a group named by its label, the icon hidden from screen readers', () => {
    const html = renderToStaticMarkup(
      <StatCard icon={<svg />} label="Active cases" value="42" note="Of 50 in total" />,
    );
    const labelId = html.match(/<p id="([^"]+)"/)?.[1];
    expect(labelId).toBeTruthy();
    expect(html).toMatch(new RegExp(`role="group" aria-labelledby="${labelId}"`));
    expect(html).toMatch(/<span aria-hidden="true"[^>]*><svg><\/svg><\/span>Active cases<\/p>/);
    expect(html).toContain('>42</p>');
    expect(html).toContain('>Of 50 in total</p>');
  });
});
