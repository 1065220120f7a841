import { LoadFailed } from '@web/components/load-failed';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserDetail } from '../api/get-user-detail';
import { useCaseFundsView } from '../lib/case-funds-slot';

/**
 * The funds of D7 for one of the client's cases: the case is chosen here, the funds view (figures
 * derived from the ledger, Report a recovery, Confirm, Reverse) is the staff's own, handed in by the route.
 */
export function ClientFunds({ clientId }: { clientId: string }) {
  const { t } = useTranslation('people');
  const detail = useUserDetail(clientId);
  const own = detail.data?.cases.filter((c) => c.relation === 'client') ?? [];
  const [chosen, setChosen] = useState('');
  const caseId = chosen || own[0]?.id;
  const renderCaseFunds = useCaseFundsView();

  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  if (detail.isPending) return <Skeleton className="h-40 w-full" />;
  if (own.length === 0) return <p className="text-sm text-muted-foreground">{t('funds.noCase')}</p>;

  return (
    <div className="grid gap-4">
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
      {caseId ? renderCaseFunds(caseId) : null}
    </div>
  );
}
