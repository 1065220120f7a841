import type { CaseLedger } from '@shared/contracts/ledger';
import { MoneyFigure } from '@web/components/money-figure';
import { SectionHeading } from '@web/components/section-heading';
import { Button } from '@web/components/ui/button';
import { loadTexts } from '@web/lib/i18n/texts';
import { useFormats } from '@web/lib/use-formats';
import { FileCheck2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { useAccountingFiles } from './use-accounting-files';

loadTexts('payments');

type ClosingStatementProps = { ledger: CaseLedger; files: ReturnType<typeof useAccountingFiles> };

/** For a completed case: the final account, all from the ledger, with a copy to keep. */
export function ClosingStatement({ ledger, files }: ClosingStatementProps) {
  const { t } = useTranslation('payments');
  const f = useFormats();
  // Still held for the client = available + held for open withdrawals, in whole cents.
  const remainingCents = ledger.client.availableBalanceCents + ledger.client.heldAmountCents;
  const figures = [
    { label: t('closing.gross'), amountCents: ledger.summary.recoveredAmountCents },
    { label: t('closing.fee'), amountCents: ledger.summary.feeAmountCents },
    { label: t('closing.paidOut'), amountCents: ledger.client.paidOutAmountCents },
    { label: t('closing.remaining'), amountCents: remainingCents },
  ];
  return (
    <section
      aria-labelledby="closing-title"
      className="grid gap-4 rounded-lg border border-border p-4 sm:p-6"
    >
      <SectionHeading id="closing-title" level={3} title={t('closing.title')} intro={t('closing.body')} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <MoneyFigure
            key={figure.label}
            label={figure.label}
            value={f.money(figure.amountCents, ledger.currency)}
          />
        ))}
      </div>
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => void files.openStatement(figures)}
      >
        <FileCheck2 aria-hidden="true" />
        {t('closing.download')}
      </Button>
    </section>
  );
}
