import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type TableSort } from './data-table';

type Person = { id: string; name: string; city: string };

const PEOPLE: Person[] = [
  { id: 'a', name: 'Ana', city: 'Lisbon' },
  { id: 'b', name: 'Bram', city: 'Ghent' },
];
const COLUMNS: ColumnDef<Person>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  {
    id: 'city',
    header: 'City',
    cell: ({ row }) => row.original.city,
    meta: { className: 'hidden lg:table-cell' },
  },
];

function People(props: { sort?: TableSort<'name'>; regionLabel?: string; rowHeader?: string }) {
  const table = useReactTable({ data: PEOPLE, columns: COLUMNS, getCoreRowModel: getCoreRowModel() });
  return <DataTable table={table} caption="People" {...props} />;
}

const render = (props: Parameters<typeof People>[0] = {}) => renderToStaticMarkup(<People {...props} />);

describe('DataTable', () => {
  it('draws the caption, the column headers and one row per record', () => {
    const html = render();
    expect(html).toContain('<caption class="sr-only">People</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    expect(html).toContain('>Lisbon</td>');
    expect(html).toContain('>Ghent</td>');
    expect(html).not.toContain('<button');
  });

  it('gives a column its classes in the header and in every row', () => {
    expect(render().match(/hidden lg:table-cell/g)).toHaveLength(3);
  });

  it('offers a sort button only on sortable columns and says which order is current', () => {
    const html = render({ sort: { columns: ['name'], column: 'name', order: 'desc', onSort: () => {} } });
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toMatch(/<th scope="col" aria-sort="descending"[^>]*><button type="button"[^>]*>Name/);
    expect(html).toMatch(/<th scope="col" class="[^"]*">City<\/th>/);
  });

  it('makes a wide table a named region reachable by keyboard only when asked', () => {
    expect(render()).not.toContain('<section');
    expect(render({ regionLabel: 'All people' })).toMatch(/<section tabindex="0" aria-label="All people"/);
  });

  it('lets one column name its row', () => {
    const html = render({ rowHeader: 'name' });
    expect(html).toMatch(/<th scope="row"[^>]*>Ana<\/th>/);
    expect(html).toContain('>Lisbon</td>');
  });
});
