import type { Reconciliation } from '@shared/contracts/reconciliation';
import { FigureCard, FigureNote } from '@web/components/figure-card';
import { FIGURE_CARDS_GRID } from '@web/components/loading-rows';
import { useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';

/**
 * The three figures side by side, then the fees held (ledger = clients' money + fees), each with
 * one line on what it is. No statement: the bank's figure says so in words, never a 0.
 */
export function ReconciliationFigures({ data }: { data: Reconciliation }) {
  const { t } = useTranslation('reconciliation');
  const f = useFormats();
  const money = (cents: number) => f.money(cents, data.currency);
  return (
    <div className={FIGURE_CARDS_GRID}>
      <FigureCard
        title={t('figures.bank.title')}
        value={data.bankBalanceCents === null ? t('figures.bank.none') : money(data.bankBalanceCents)}
      >
        <FigureNote>
          {data.bankBalanceCents === null
            ? t('figures.bank.noneNote')
            : data.statementRef && data.statementDate
              ? t('figures.bank.note', { reference: data.statementRef, date: f.date(data.statementDate) })
              : data.statementDate
                ? t('figures.bank.noteDateOnly', { date: f.date(data.statementDate) })
                : t('figures.bank.noteBare')}
        </FigureNote>
      </FigureCard>
      <FigureCard title={t('figures.ledger.title')} value={money(data.ledgerBalanceCents)}>
        <FigureNote>{t('figures.ledger.note', { date: f.date(data.asOf) })}</FigureNote>
      </FigureCard>
      <FigureCard title={t('figures.clients.title')} value={money(data.clientBalanceCents)}>
        <FigureNote>{t('figures.clients.note')}</FigureNote>
      </FigureCard>
      <FigureCard title={t('figures.fees.title')} value={money(data.feesHeldCents)}>
        <FigureNote>{t('figures.fees.note')}</FigureNote>
      </FigureCard>
    </div>
  );
}
