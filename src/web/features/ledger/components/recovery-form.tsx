import type { CaseLedger } from '@shared/contracts/ledger';
import { RECOVERY_SOURCES } from '@shared/domain/ledger';
import { toCents } from '@shared/domain/money';
import { FormError } from '@web/components/form-error';
import { SelectOptions } from '@web/components/select-options';
import { TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { type FieldControlProps, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCaseDocuments } from '@web/features/documents';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { todayIso, useFormats } from '@web/lib/use-formats';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordRecovery } from '../api/record-recovery';

type RecoveryFormProps = {
  caseId: string;
  currency: string;
  /** The case's figures, to see when this recovery would take it above the amount lost. */
  summary: CaseLedger['summary'];
  amount: string;
  onAmountChange: (amount: string) => void;
};

const MIN_REASON = 5;

/**
 * Report a recovery (D7, D26): money actually received, with its date, source and reference. It
 * counts toward nothing until another person confirms it; then the server splits it into our fee
 * and the client's share. Above the amount lost (with what is recovered and reported already) it
 * needs a reason for the confirmer: asked here when the figures show it, or when the server does.
 * One Idempotency-Key per attempt: the same attempt retried after a lost answer keeps its key, so
 * money is never reported twice.
 */
export function RecoveryForm({ caseId, currency, summary, amount, onAmountChange }: RecoveryFormProps) {
  const { t } = useTranslation('ledger');
  const f = useFormats();
  const record = useRecordRecovery();
  const documents = useCaseDocuments(caseId);
  const today = todayIso();
  const [rest, setRest] = useState({ receivedAt: today, source: '', reference: '', documentId: '' });
  const [aboveClaimReason, setAboveClaimReason] = useState('');
  const [serverAskedReason, setServerAskedReason] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = useRef<{ signature: string; key: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    if (needsReason && aboveClaimReason.trim().length < MIN_REASON) {
      setErrors({ aboveClaimReason: t('recovery.aboveClaimTooShort', { min: MIN_REASON }) });
      return;
    }
    const body = {
      caseId,
      amount,
      ...rest,
      documentId: rest.documentId || undefined,
      aboveClaimReason: needsReason ? aboveClaimReason.trim() : undefined,
    };
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: crypto.randomUUID() };
    try {
      const entry = await record.mutateAsync({ ...body, idempotencyKey: attempt.current.key });
      attempt.current = null;
      notify.success(t('recovery.success'), {
        description: t('recovery.successBody', { amount: f.money(entry.amountCents, entry.currency) }),
      });
      onAmountChange('');
      setRest({ receivedAt: today, source: '', reference: '', documentId: '' });
      setAboveClaimReason('');
      setServerAskedReason(false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A clear refusal will not change on retry: the next attempt gets a fresh key.
      if (error.status > 0 && error.status < 500) attempt.current = null;
      if (error.fields?.aboveClaimReason) setServerAskedReason(true);
      setErrors(error.fields ?? {});
      setFormError(error.message || t('recovery.failed'));
    }
  }

  // What the case would then stand at: recovered + reported + this amount, against the loss.
  const amountCents = toCents(amount);
  const totalCents =
    amountCents === null || amountCents <= 0
      ? null
      : amountCents + summary.recoveredAmountCents + summary.reportedAmountCents;
  const aboveClaim = totalCents !== null && totalCents > summary.lossAmountCents;
  const needsReason = aboveClaim || serverAskedReason;

  const field = (key: string, label: string, control: (p: FieldControlProps) => ReactNode, hint?: string) => (
    <FormField id={`recovery-${key}`} label={label} error={errors[key]} hint={hint}>
      {control}
    </FormField>
  );
  const setKey = (key: keyof typeof rest) => (event: { target: { value: string } }) =>
    setRest((r) => ({ ...r, [key]: event.target.value }));

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="recovery-heading" className="grid gap-4">
      <h3 id="recovery-heading" className="font-semibold text-navy">
        {t('recovery.title')}
      </h3>
      <p className="-mt-2 text-sm text-muted-foreground">{t('recovery.fourEyes')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('amount', t('recovery.amount', { currency }), (p) => (
          <Input
            {...p}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => onAmountChange(e.target.value)}
          />
        ))}
        {field(
          'receivedAt',
          t('recovery.receivedAt'),
          (p) => (
            <Input
              {...p}
              name="receivedAt"
              type="date"
              max={today}
              value={rest.receivedAt}
              onChange={setKey('receivedAt')}
            />
          ),
          t('recovery.receivedAtHint'),
        )}
        {field('source', t('recovery.source'), (p) => (
          <NativeSelect {...p} name="source" value={rest.source} onChange={setKey('source')}>
            <SelectOptions
              placeholder={t('fields.choose')}
              values={RECOVERY_SOURCES}
              label={(source) => t(`sources.${source}`)}
            />
          </NativeSelect>
        ))}
        {field(
          'reference',
          t('recovery.reference'),
          (p) => (
            <Input
              {...p}
              name="reference"
              autoComplete="off"
              value={rest.reference}
              onChange={setKey('reference')}
            />
          ),
          t('recovery.referenceHint'),
        )}
        {field('documentId', t('recovery.document'), (p) => (
          <NativeSelect {...p} name="documentId" value={rest.documentId} onChange={setKey('documentId')}>
            <option value="">{t('recovery.noDocument')}</option>
            {(documents.data?.documents ?? []).map((doc) => (
              <option key={doc.id} value={doc.id}>
                {t('recovery.documentOption', { name: doc.name, date: f.date(doc.createdAt) })}
              </option>
            ))}
          </NativeSelect>
        ))}
        {needsReason ? (
          <TextareaField
            id="recovery-aboveClaimReason"
            className="sm:col-span-2"
            label={t('recovery.aboveClaimReason')}
            hint={t('recovery.aboveClaimHint', {
              total: f.money(
                totalCents ?? summary.recoveredAmountCents + summary.reportedAmountCents,
                currency,
              ),
              loss: f.money(summary.lossAmountCents, currency),
            })}
            error={errors.aboveClaimReason}
            required
            aria-required="true"
            rows={3}
            value={aboveClaimReason}
            onChange={(event) => setAboveClaimReason(event.target.value)}
          />
        ) : null}
      </div>
      <FormError>{formError}</FormError>
      <div className="flex justify-end">
        <Button type="submit" busy={record.isPending}>
          {record.isPending ? t('recovery.submitting') : t('recovery.submit')}
        </Button>
      </div>
    </form>
  );
}
