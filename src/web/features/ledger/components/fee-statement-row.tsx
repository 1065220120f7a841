import type { LedgerEntry } from '@shared/contracts/ledger';
import { useFormats } from '@web/lib/use-formats';
import { entryDate, signed } from '../lib/entry-date';
import { EntryDescription } from './entry-description';

const cell = 'px-3 py-2 text-right align-top whitespace-nowrap tabular-nums';

/** One recovery (date, where it came from, reference) or one reversal (with its reason). */
export function FeeStatementRow({ entry }: { entry: LedgerEntry }) {
  const f = useFormats();
  const amount = (value: number | null) => {
    const figure = signed(entry, value);
    return figure === null ? '' : f.money(figure, entry.currency);
  };
  return (
    <tr className={entry.kind === 'reversal' ? 'bg-muted/60' : undefined}>
      <td className="px-3 py-2 align-top">
        <p className="font-medium text-navy">{f.date(entryDate(entry))}</p>
        <EntryDescription entry={entry} />
      </td>
      <td className={cell}>{amount(entry.amountCents)}</td>
      <td className={cell}>{amount(entry.feeAmountCents)}</td>
      <td className={cell}>{amount(entry.clientShareAmountCents)}</td>
    </tr>
  );
}
