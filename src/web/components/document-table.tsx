import type { Column } from '@web/components/column-heads';
import type { ReactNode } from 'react';

/**
 * A table of a printable document (a client's statement, a month's reconciliation): plain
 * elements styled by the document's own sheet, figures in `num` columns, in a box that scrolls
 * sideways on a phone. The caller draws the rows.
 */
export function DocumentTable(props: {
  columns: readonly Column[];
  children: ReactNode;
  /** The totals' rows, if any (a tfoot). */
  foot?: ReactNode;
}) {
  return (
    <div className="scroll">
      <table>
        <thead>
          <tr>
            {props.columns.map((column, index) => (
              // Columns never reorder: the position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <th key={index} scope="col" className={column.figure ? 'num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
        {props.foot ? <tfoot>{props.foot}</tfoot> : null}
      </table>
    </div>
  );
}

/** A document's figures, each a row: what it is (the row's header), then the amount as written. */
export function FigureRows<C>(props: {
  rows: readonly (readonly [string, C])[];
  money: (cents: C) => string;
}) {
  return (
    <table>
      <tbody>
        {props.rows.map(([label, cents]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="num">{props.money(cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
