import { DEFAULT_FEE_RATE_BPS } from '@shared/domain/money';
import { LoadFailed } from '@web/components/load-failed';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatPercent } from '@web/lib/intl';
import { CircleDollarSign } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseLedger } from '../api/get-case-ledger';
import { useUserDetail } from '../api/get-user-detail';
import { toInputAmount, useFormats } from '../lib/use-formats';
import { LedgerList } from './ledger-list';
import { RecoveryForm } from './recovery-form';

/**
 * The funds of D7 for one of the client's cases: figures derived from the ledger (never typed),
 * Record recovery, and the entries with Reverse. "Full Recovery" only pre-fills a recovery.
 */
export function ClientFunds({ clientId }: { clientId: string }) {
  const { t } = useTranslation('adminUsers');
  const f = useFormats();
  const detail = useUserDetail(clientId);
  const own = detail.data?.cases.filter((c) => c.relation === 'client') ?? [];
  const [chosen, setChosen] = useState('');
  const caseId = chosen || own[0]?.id;
  const ledger = useCaseLedger(caseId);
  const [amount, setAmount] = useState('');

  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  if (detail.isPending) return <Skeleton className="h-40 w-full" />;
  if (own.length === 0) return <p className="text-sm text-muted-foreground">{t('funds.noCase')}</p>;
  if (ledger.isError) return <LoadFailed error={ledger.error} onRetry={() => void ledger.refetch()} />;

  const data = ledger.data;
  const money = (value: number) => (data ? f.money(value, data.currency) : '');
  const remainingCents = data
    ? Math.max(0, Math.round(data.summary.lossAmount * 100) - Math.round(data.summary.recoveredAmount * 100))
    : 0;
  const fee = formatPercent(DEFAULT_FEE_RATE_BPS / 100, f.locale);
  const share = formatPercent(100 - DEFAULT_FEE_RATE_BPS / 100, f.locale);
  return (
    <section aria-labelledby="admin-funds-heading" className="grid gap-4 rounded-md border bg-muted/30 p-4">
      <h3 id="admin-funds-heading" className="flex items-center gap-2 font-semibold text-navy">
        <CircleDollarSign aria-hidden="true" className="size-4" />
        {t('funds.title')}
      </h3>
      {own.length > 1 ? (
        <FormField id="admin-funds-case" label={t('funds.case')}>
          {(p) => (
            <NativeSelect {...p} value={caseId} onChange={(e) => setChosen(e.target.value)}>
              {own.map((c) => (
                <option key={c.id} value={c.id}>
                  {t('funds.caseOption', { reference: c.reference, title: c.title })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : (
        <p className="text-sm">
          {t('funds.caseOption', { reference: own[0]!.reference, title: own[0]!.title })}
        </p>
      )}
      {!data || !caseId ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {[
              { id: 'loss', label: t('funds.loss'), value: money(data.summary.lossAmount) },
              { id: 'recovered', label: t('funds.recovered'), value: money(data.summary.recoveredAmount) },
              { id: 'fee', label: t('funds.fee', { rate: fee }), value: money(data.summary.feeAmount) },
              { id: 'available', label: t('funds.available'), value: money(data.client.availableBalance) },
            ].map((figure) => (
              <div key={figure.id} className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">{figure.label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">
            {t('funds.explanation', { fee, share, shareAmount: money(data.summary.clientShareAmount) })}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              disabled={remainingCents === 0}
              aria-describedby="admin-full-recovery-hint"
              onClick={() => setAmount(toInputAmount(remainingCents / 100))}
            >
              {t('funds.fullRecovery')}
            </Button>
            <p id="admin-full-recovery-hint" className="text-sm text-muted-foreground">
              {remainingCents === 0
                ? t('funds.nothingRemains')
                : t('funds.fullRecoveryHint', { remaining: money(remainingCents / 100) })}
            </p>
          </div>
          <RecoveryForm caseId={caseId} currency={data.currency} amount={amount} onAmountChange={setAmount} />
          <LedgerList caseId={caseId} entries={data.entries} />
        </>
      )}
    </section>
  );
}
