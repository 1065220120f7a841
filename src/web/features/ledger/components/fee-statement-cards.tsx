import type { CaseLedger, LedgerEntry } from '@shared/contracts/ledger';
import { useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';
import { entryDate, signed } from '../lib/entry-date';
import { feeRates } from '../lib/money';
import { EntryDescription } from './entry-description';

type CardsProps = { ledger: CaseLedger; entries: LedgerEntry[]; feeRateBps: number | undefined };

/**
 * The fee statement on a phone: three amounts side by side do not fit 390 px in every language
 * and currency, so each entry is a small card with its amounts labelled one under the other.
 */
export function FeeStatementCards({ ledger, entries, feeRateBps }: CardsProps) {
  const { t } = useTranslation('ledger');
  const f = useFormats();
  const rates = feeRates(feeRateBps, f.locale);
  const rows = (gross: number | null, fee: number | null, share: number | null) =>
    [
      [t('statement.gross'), gross],
      [t('statement.fee', { rate: rates.fee }), fee],
      [t('statement.share', { rate: rates.share }), share],
    ] as const;
  const amounts = (values: ReturnType<typeof rows>, strong = false) => (
    <dl className="mt-2 grid gap-1 text-sm">
      {values.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className={strong ? 'font-semibold text-navy tabular-nums' : 'text-navy tabular-nums'}>
            {value === null ? '' : f.money(value, ledger.currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
  return (
    <ul className="grid gap-2 sm:hidden">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-border bg-card p-3 text-sm">
          <p className="font-medium text-navy">{f.date(entryDate(entry))}</p>
          <EntryDescription entry={entry} />
          {amounts(
            rows(
              signed(entry, entry.amountCents),
              signed(entry, entry.feeAmountCents),
              signed(entry, entry.clientShareAmountCents),
            ),
          )}
        </li>
      ))}
      <li className="rounded-lg border-2 border-border bg-muted p-3">
        <p className="font-semibold text-navy">{t('statement.totals')}</p>
        {amounts(
          rows(
            ledger.summary.recoveredAmountCents,
            ledger.summary.feeAmountCents,
            ledger.summary.clientShareAmountCents,
          ),
          true,
        )}
      </li>
    </ul>
  );
}
