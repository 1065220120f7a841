import { RECOVERY_SOURCES } from '@shared/domain/ledger';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordRecovery } from '../api/record-recovery';
import { todayIso, useFormats } from '../lib/use-formats';

type RecoveryFormProps = {
  caseId: string;
  currency: string;
  amount: string;
  onAmountChange: (v: string) => void;
};

/**
 * Record recovery (D7): money actually received, with date, source and reference; the server
 * splits our fee and the client's share. One Idempotency-Key per attempt, kept on retry after a
 * lost answer, so the money is never recorded twice.
 */
export function RecoveryForm({ caseId, currency, amount, onAmountChange }: RecoveryFormProps) {
  const { t } = useTranslation('adminUsers');
  const f = useFormats();
  const record = useRecordRecovery();
  const today = todayIso();
  const [rest, setRest] = useState({ receivedAt: today, source: '', reference: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const body = { caseId, amount, ...rest };
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: crypto.randomUUID() };
    try {
      const entry = await record.mutateAsync({ ...body, idempotencyKey: attempt.current.key });
      attempt.current = null;
      notify.success(t('recovery.success'), {
        description: t('recovery.successBody', {
          amount: f.money(entry.amount, entry.currency),
          fee: f.money(entry.feeAmount ?? 0, entry.currency),
          share: f.money(entry.clientShareAmount ?? 0, entry.currency),
        }),
      });
      onAmountChange('');
      setRest({ receivedAt: today, source: '', reference: '' });
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      // A clear refusal will not change on retry: the next attempt gets a fresh key.
      if (failure.status > 0 && failure.status < 500) attempt.current = null;
      setErrors(failure.fields ?? {});
      notify.error(t('recovery.failed'), { description: failure.message || t('recovery.failedBody') });
    }
  }

  const setKey = (key: keyof typeof rest) => (e: { target: { value: string } }) =>
    setRest((r) => ({ ...r, [key]: e.target.value }));
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="admin-recovery-heading" className="grid gap-4">
      <h4 id="admin-recovery-heading" className="font-semibold text-navy">
        {t('recovery.title')}
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="admin-recovery-amount"
          label={t('recovery.amount', { currency })}
          error={errors.amount}
        >
          {(p) => (
            <Input
              {...p}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => onAmountChange(e.target.value)}
            />
          )}
        </FormField>
        <FormField id="admin-recovery-date" label={t('recovery.receivedAt')} error={errors.receivedAt}>
          {(p) => (
            <Input {...p} type="date" max={today} value={rest.receivedAt} onChange={setKey('receivedAt')} />
          )}
        </FormField>
        <FormField id="admin-recovery-source" label={t('recovery.source')} error={errors.source}>
          {(p) => (
            <NativeSelect {...p} value={rest.source} onChange={setKey('source')}>
              <option value="">{t('recovery.chooseSource')}</option>
              {RECOVERY_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {t(`sources.${source}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="admin-recovery-reference"
          label={t('recovery.reference')}
          hint={t('recovery.referenceHint')}
          error={errors.reference}
        >
          {(p) => <Input {...p} autoComplete="off" value={rest.reference} onChange={setKey('reference')} />}
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={record.isPending} aria-busy={record.isPending}>
          {t('recovery.submit')}
        </Button>
      </div>
    </form>
  );
}
