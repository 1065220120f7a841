import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchFilter, SelectFilter } from './filter-fields';

const noop = () => {};
/** The opening tag of the first `name` element, whose attributes React orders as it likes. */
const tag = (html: string, name: string) => html.match(new RegExp(`<${name}[^>]*>`))?.[0] ?? '';

describe('SelectFilter', () => {
  it('ties its label to the select and lists every option in order, the current one chosen', () => {
    const html = renderToStaticMarkup(
      <SelectFilter
        id="phase"
        label="Phase"
        value="review"
        options={[
          { value: '', label: 'All phases' },
          { value: 'intake', label: 'Intake' },
          { value: 'review', label: 'Review' },
        ]}
        onChange={noop}
      />,
    );
    expect(html).toContain(
      '<label data-slot="label" class="text-sm font-medium leading-none text-foreground select-none" for="phase">Phase</label>',
    );
    expect(tag(html, 'select')).toContain('id="phase"');
    expect([...html.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])).toEqual(['', 'intake', 'review']);
    expect(html).toContain('<option value="review" selected="">Review</option>');
  });
});

describe('SearchFilter', () => {
  it('describes the search box with its hint and caps the text at 100 characters', () => {
    const html = renderToStaticMarkup(
      <SearchFilter id="q" label="Search" hint="Name or reference" value="ab" onChange={noop} />,
    );
    expect(html).toContain('for="q">Search</label>');
    const input = tag(html, 'input');
    for (const attribute of [
      'id="q"',
      'type="search"',
      'value="ab"',
      'maxLength="100"',
      'aria-describedby="q-hint"',
    ])
      expect(input).toContain(attribute);
    expect(html).toContain('<p id="q-hint" class="text-xs text-muted-foreground">Name or reference</p>');
  });
});
