import type { CaseLedger } from '@shared/contracts/ledger';
import { Button } from '@web/components/ui/button';
import { MoneyFigure, toMinor, useMoney } from '@web/features/ledger';
import { FileCheck2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { useAccountingFiles } from './use-accounting-files';

type ClosingStatementProps = { ledger: CaseLedger; files: ReturnType<typeof useAccountingFiles> };

/** For a completed case: the final account, all from the ledger, with a copy to keep. */
export function ClosingStatement({ ledger, files }: ClosingStatementProps) {
  const { t } = useTranslation('payments');
  const { money } = useMoney(ledger.currency);
  // Still held for the client = available + held for open withdrawals; summed in whole cents.
  const remaining = (toMinor(ledger.client.availableBalance) + toMinor(ledger.client.heldAmount)) / 100;
  const figures = [
    { label: t('closing.gross'), amount: ledger.summary.recoveredAmount },
    { label: t('closing.fee'), amount: ledger.summary.feeAmount },
    { label: t('closing.paidOut'), amount: ledger.client.paidOutAmount },
    { label: t('closing.remaining'), amount: remaining },
  ];
  return (
    <section
      aria-labelledby="closing-title"
      className="grid gap-4 rounded-lg border border-border p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h3 id="closing-title" className="text-lg font-semibold text-navy">
          {t('closing.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('closing.body')}</p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <MoneyFigure key={figure.label} label={figure.label} value={money(figure.amount)} />
        ))}
      </div>
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => files.downloadStatement(figures)}
      >
        <FileCheck2 aria-hidden="true" />
        {t('closing.download')}
      </Button>
    </section>
  );
}
