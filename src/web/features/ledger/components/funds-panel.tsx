import type { CaseLedger } from '@shared/contracts/ledger';
import { DEFAULT_FEE_RATE_BPS } from '@shared/domain/money';
import { IconTitle } from '@web/components/icon-title';
import { Button } from '@web/components/ui/button';
import { formatPercent } from '@web/lib/intl';
import { toInputAmount, useFormats } from '@web/lib/use-formats';
import { Calculator, CircleDollarSign, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type FundsPanelProps = { ledger: CaseLedger; onFullRecovery: (amount: string) => void };

/**
 * The funds as the ledger derives them (D7): shown, never typed. "Calculate 80% Available" is
 * this derived figure with its explanation; "Full Recovery" only pre-fills a recovery entry.
 */
export function FundsPanel({ ledger, onFullRecovery }: FundsPanelProps) {
  const { t } = useTranslation('ledger');
  const f = useFormats();
  const money = (cents: number) => f.money(cents, ledger.currency);
  const { summary } = ledger;
  // In cents, so 25,000.00 − 2,000.10 is exactly 22,999.90; never below zero. What is reported
  // and awaiting confirmation (D26) is on its way, so it is not offered again.
  const remainingCents = Math.max(
    0,
    summary.lossAmountCents - summary.recoveredAmountCents - summary.reportedAmountCents,
  );
  const fee = formatPercent(DEFAULT_FEE_RATE_BPS / 100, f.locale);
  const share = formatPercent(100 - DEFAULT_FEE_RATE_BPS / 100, f.locale);
  const figures = [
    { id: 'loss', label: t('funds.loss'), value: money(summary.lossAmountCents) },
    { id: 'recovered', label: t('funds.recovered'), value: money(summary.recoveredAmountCents) },
    { id: 'fee', label: t('funds.fee', { rate: fee }), value: money(summary.feeAmountCents) },
    { id: 'available', label: t('funds.available'), value: money(ledger.client.availableBalanceCents) },
  ];
  return (
    <section aria-labelledby="funds-heading" className="grid gap-3 rounded-md border bg-muted/30 p-4">
      <IconTitle as="h3" id="funds-heading" icon={CircleDollarSign}>
        {t('funds.title')}
      </IconTitle>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map((figure) => (
          // biome-ignore lint/a11y/useSemanticElements: a named group reads label and amount together; fieldset is for form controls.
          <div key={figure.id} role="group" aria-labelledby={`funds-${figure.id}`} className="grid gap-0.5">
            <span id={`funds-${figure.id}`} className="text-xs text-muted-foreground">
              {figure.label}
            </span>
            <span className="text-lg font-semibold tabular-nums">{figure.value}</span>
          </div>
        ))}
      </div>
      {summary.reportedAmountCents > 0 ? (
        <p className="flex gap-2 text-sm text-navy">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="grid">
            <span className="font-medium">
              {t('funds.reported', { amount: money(summary.reportedAmountCents) })}
            </span>
            <span className="text-muted-foreground">{t('funds.reportedHint')}</span>
          </span>
        </p>
      ) : null}
      <p className="flex gap-2 text-sm text-muted-foreground">
        <Calculator aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('funds.explanation', { fee, share, shareAmount: money(summary.clientShareAmountCents) })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={remainingCents === 0}
          aria-describedby="full-recovery-hint"
          onClick={() => onFullRecovery(toInputAmount(remainingCents))}
        >
          {t('funds.fullRecovery')}
        </Button>
        <p id="full-recovery-hint" className="text-sm text-muted-foreground">
          {remainingCents === 0
            ? t(summary.reportedAmountCents > 0 ? 'funds.nothingRemainsReported' : 'funds.nothingRemains')
            : t('funds.fullRecoveryHint', { remaining: money(remainingCents) })}
        </p>
      </div>
    </section>
  );
}
