import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '../api/get-withdrawal-queue';
import { useRevealBeneficiary } from '../api/reveal-beneficiary';

/**
 * Issue 31 item 7: in the payout dialog, the full IBAN or wallet address the person paying must
 * type into the bank, shown only on request (after a recent identity check); the server records
 * every time they are shown, and the screen says so.
 */
export function PayeeDetails({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('withdrawals');
  const reveal = useRevealBeneficiary();
  const payee = reveal.data;
  if (!payee) {
    return (
      <div className="grid justify-items-start gap-1 rounded-md border border-border p-3 text-sm">
        <p className="text-navy">
          {withdrawal.payoutMethod.holderName} · {withdrawal.payoutMethod.label}{' '}
          <span className="tabular-nums">{withdrawal.payoutMethod.maskedDetails}</span>
        </p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          busy={reveal.isPending}
          onClick={() => reveal.mutate(withdrawal.id)}
        >
          <Eye aria-hidden="true" />
          {t('withdrawals.payee.reveal')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('withdrawals.payee.revealHint')}</p>
        {reveal.error ? (
          <p role="alert" className="text-xs text-destructive">
            {reveal.error instanceof ApiError ? reveal.error.message : t('withdrawals.payee.failed')}
          </p>
        ) : null}
      </div>
    );
  }
  const rows: [string, string | null][] = [
    [t('withdrawals.payee.holder'), payee.holderName],
    [t('withdrawals.payee.iban'), payee.iban],
    [t('withdrawals.payee.bic'), payee.bic],
    [t('withdrawals.payee.bank'), payee.bankName],
    [t('withdrawals.payee.network'), payee.network],
    [t('withdrawals.payee.wallet'), payee.walletAddress],
  ];
  return (
    <section
      aria-label={t('withdrawals.payee.heading')}
      className="grid gap-2 rounded-md border border-border p-3"
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-mono break-all text-navy select-all">{value}</dd>
            </div>
          ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        {payee.previousReveals > 0
          ? t('withdrawals.payee.shownBefore', { count: payee.previousReveals })
          : t('withdrawals.payee.recorded')}
      </p>
    </section>
  );
}
