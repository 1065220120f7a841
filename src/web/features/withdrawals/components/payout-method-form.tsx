import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreatePayoutMethodRequest,
  createPayoutMethodRequestSchema,
} from '@shared/contracts/withdrawals';
import { InputField, SelectField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAddPayoutMethod } from '../api/add-payout-method';
import type { PayoutMethod } from '../api/get-payout-methods';
import { type PayoutField, PayoutMethodFields } from './payout-method-fields';

type PayoutMethodFormProps = {
  holderName: string;
  onAdded: (method: PayoutMethod) => void;
  onCancel: (() => void) | undefined;
};

/** A bank account or wallet in the client's own name (the server refuses any other holder). */
export function PayoutMethodForm({ holderName, onAdded, onCancel }: PayoutMethodFormProps) {
  const { t } = useTranslation('withdrawals');
  const add = useAddPayoutMethod();
  const form = useForm<CreatePayoutMethodRequest>({
    resolver: zodResolver(createPayoutMethodRequestSchema),
    defaultValues: { kind: 'bank_account', holderName, iban: '' },
  });
  const kind = form.watch('kind');
  const errors = form.formState.errors as Partial<Record<PayoutField | 'root', FieldError>>;

  async function onSubmit(values: CreatePayoutMethodRequest) {
    try {
      const method = await add.mutateAsync(values);
      notify.success(t('methods.added'));
      onAdded(method);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.fields ?? {});
      for (const [name, message] of fields) form.setError(name as PayoutField, { type: 'server', message });
      if (fields.length === 0)
        form.setError('root', { type: 'server', message: error.message || t('errors.generic') });
    }
  }

  /** The shared schema's messages are English; each field has one translated explanation. */
  const message = (name: PayoutField) => {
    const error = errors[name];
    if (!error) return undefined;
    return error.type === 'server' && error.message ? error.message : t(`addMethod.errors.${name}`);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <p className="rounded-md bg-muted p-3 text-sm text-navy">{t('addMethod.ownName')}</p>
      <SelectField id="method-kind" label={t('addMethod.kind')} {...form.register('kind')}>
        <option value="bank_account">{t('methods.kind.bank_account')}</option>
        <option value="crypto_wallet">{t('methods.kind.crypto_wallet')}</option>
      </SelectField>
      <InputField
        id="method-holder"
        label={t('addMethod.holderName')}
        error={message('holderName')}
        {...form.register('holderName')}
        autoComplete="name"
      />
      <PayoutMethodFields kind={kind} register={form.register} message={message} />
      {errors.root ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t('addMethod.back')}
          </Button>
        ) : null}
        <Button type="submit" busy={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('addMethod.saving') : t('addMethod.save')}
        </Button>
      </div>
    </form>
  );
}
