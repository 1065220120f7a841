import type { LedgerEntry } from '@shared/contracts/ledger';
import { formatDate } from '@web/lib/intl';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { entryDate, signed } from '../lib/entry-date';
import { useMoney } from '../lib/use-money';

const cell = 'px-2 py-2 text-right align-top tabular-nums sm:px-3';

/** One recovery (date, where it came from, reference) or one reversal (with its reason). */
export function FeeStatementRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('payments');
  const { money, locale } = useMoney(entry.currency);
  const amount = (value: number | null) => {
    const figure = signed(entry, value);
    return figure === null ? '' : money(figure);
  };
  const isReversal = entry.kind === 'reversal';
  return (
    <tr className={isReversal ? 'bg-muted/60' : undefined}>
      <td className="px-2 py-2 align-top sm:px-3">
        <p className="font-medium text-navy">{formatDate(entryDate(entry), locale)}</p>
        {isReversal ? (
          <>
            <p className="flex items-center gap-1 text-navy">
              <Undo2 aria-hidden="true" className="size-3.5" />
              {t('kind.reversal')}
            </p>
            <p className="text-muted-foreground">{t('statement.reason', { reason: entry.reason ?? '' })}</p>
          </>
        ) : (
          <>
            <p className="text-navy">{entry.source ? t(`source.${entry.source}`) : t('kind.recovery')}</p>
            {entry.reference ? (
              <p className="text-muted-foreground">
                {t('statement.reference', { reference: entry.reference })}
              </p>
            ) : null}
            {entry.reversedById ? (
              <p className="text-muted-foreground">{t('statement.reversedLater')}</p>
            ) : null}
          </>
        )}
      </td>
      <td className={cell}>{amount(entry.amount)}</td>
      <td className={cell}>{amount(entry.feeAmount)}</td>
      <td className={cell}>{amount(entry.clientShareAmount)}</td>
    </tr>
  );
}
