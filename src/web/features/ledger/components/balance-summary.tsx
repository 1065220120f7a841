import type { CaseLedger } from '@shared/contracts/ledger';
import { MoneyFigure } from '@web/components/money-figure';
import { SectionHeading } from '@web/components/section-heading';
import { useFormats } from '@web/lib/use-formats';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feeRates } from '../lib/money';

type BalanceSummaryProps = { ledger: CaseLedger; feeRateBps: number | undefined; action: ReactNode };

/**
 * The six figures, all from the ledger endpoint: what came in, what we kept, what is the client's.
 * A recovery reported and awaiting confirmation (D26) is said apart, below them, and is in none.
 */
export function BalanceSummary({ ledger, feeRateBps, action }: BalanceSummaryProps) {
  const { t } = useTranslation('ledger');
  const f = useFormats();
  const rates = feeRates(feeRateBps, f.locale);
  const { summary, client } = ledger;
  return (
    <section aria-labelledby="payments-summary-title" className="grid gap-4">
      <SectionHeading id="payments-summary-title" level={3} title={t('summary.title')} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <MoneyFigure
          label={t('summary.recovered')}
          value={f.money(summary.recoveredAmountCents, ledger.currency)}
          description={t('summary.recoveredHint')}
        />
        <MoneyFigure
          label={t('summary.fee', { rate: rates.fee })}
          value={f.money(summary.feeAmountCents, ledger.currency)}
          description={t('summary.feeHint')}
        />
        <MoneyFigure
          label={t('summary.share', { rate: rates.share })}
          value={f.money(summary.clientShareAmountCents, ledger.currency)}
          description={t('summary.shareHint')}
        />
        <MoneyFigure
          label={t('summary.paidOut')}
          value={f.money(client.paidOutAmountCents, ledger.currency)}
          description={t('summary.paidOutHint')}
        />
        <MoneyFigure
          label={t('summary.held')}
          value={f.money(client.heldAmountCents, ledger.currency)}
          description={t('summary.heldHint')}
        />
        <MoneyFigure
          label={t('summary.available')}
          value={f.money(client.availableBalanceCents, ledger.currency)}
          description={t('summary.availableHint')}
          emphasis
        />
      </div>
      {summary.reportedAmountCents > 0 ? (
        <div className="flex gap-2 rounded-lg border border-dashed border-border p-3 text-sm">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div>
            <p className="font-medium text-navy">
              {t('summary.reported', { amount: f.money(summary.reportedAmountCents, ledger.currency) })}
            </p>
            <p className="text-muted-foreground">{t('summary.reportedHint')}</p>
          </div>
        </div>
      ) : null}
      {action}
    </section>
  );
}
