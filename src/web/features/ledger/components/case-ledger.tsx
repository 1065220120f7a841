import { ColumnHeads } from '@web/components/column-heads';
import { LoadFailed } from '@web/components/load-failed';
import { ScrollRegion } from '@web/components/scroll-region';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDate, formatMoney } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { useCaseLedger } from '../api/get-case-ledger';

/** The case's ledger entries (append-only, D7): amount, the 20% fee and the client's share. */
export function CaseLedger({ caseId }: { caseId: string }) {
  const { t, i18n } = useTranslation('ledger');
  const query = useCaseLedger(caseId);
  if (query.isPending) return <Skeleton className="h-20 w-full" />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const ledger = query.data;
  const money = (cents: number | null) =>
    cents === null ? t('detail.ledger.none') : formatMoney(cents, ledger.currency, i18n.language);
  if (ledger.entries.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('detail.ledger.empty')}</p>;
  }
  return (
    <ScrollRegion label={t('detail.ledger.tableLabel')} className="rounded-md border border-border">
      <table className="w-full min-w-[36rem] text-sm">
        <thead className="bg-muted text-left text-xs text-muted-foreground">
          <ColumnHeads
            columns={[
              { label: t('detail.ledger.date') },
              { label: t('detail.ledger.kind') },
              { label: t('detail.ledger.amount'), figure: true },
              { label: t('detail.ledger.fee'), figure: true },
              { label: t('detail.ledger.share'), figure: true },
              { label: t('detail.ledger.reference') },
            ]}
          />
        </thead>
        <tbody>
          {ledger.entries.map((entry) => (
            <tr key={entry.id} className="border-t border-border">
              <td className="px-3 py-2">{formatDate(entry.receivedAt ?? entry.createdAt, i18n.language)}</td>
              <td className="px-3 py-2">
                {t(`detail.ledger.kinds.${entry.kind}`)}
                {entry.report ? ` ${t(`detail.ledger.statuses.${entry.report.status}`)}` : ''}
                {entry.reversedById ? ` ${t('detail.ledger.reversed')}` : ''}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{money(entry.amountCents)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(entry.feeAmountCents)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(entry.clientShareAmountCents)}</td>
              <td className="px-3 py-2 break-words">
                {entry.reference ?? entry.reason ?? t('detail.ledger.none')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
