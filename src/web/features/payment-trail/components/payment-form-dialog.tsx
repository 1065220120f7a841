import { zodResolver } from '@hookform/resolvers/zod';
import { paymentInputSchema, type TrailPayment } from '@shared/contracts/payment-trail';
import { CURRENCIES, centsToDecimal } from '@shared/domain/money';
import { PAYMENT_METHODS } from '@shared/domain/trail/options';
import { FormDialog } from '@web/components/form-dialog';
import { SelectOptions } from '@web/components/select-options';
import { InputField, SelectField, TextareaField } from '@web/components/text-fields';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { todayIso } from '@web/lib/use-formats';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSavePayment } from '../api/save-payment';
import { type PaymentFormValues, PaymentMethodFields } from './payment-method-fields';
import { useTrailFieldMessage } from './trail-field-errors';

type Props = {
  caseId: string;
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The payment being corrected; none to add a new one. */
  editing: TrailPayment | null;
};

const blank = (currency: string): PaymentFormValues => ({
  paidOn: todayIso(),
  amount: '',
  currency: (CURRENCIES as readonly string[]).includes(currency)
    ? (currency as PaymentFormValues['currency'])
    : 'EUR',
  method: 'bank_transfer',
});

function valuesOf(p: TrailPayment): PaymentFormValues {
  const or = (v: string | null) => v ?? '';
  return {
    paidOn: p.paidOn,
    amount: centsToDecimal(p.amountCents),
    currency: p.currency as PaymentFormValues['currency'],
    method: p.method,
    cardNetwork: p.cardNetwork ?? undefined,
    merchantDescriptor: or(p.merchantDescriptor),
    beneficiaryName: or(p.beneficiaryName),
    iban: or(p.iban),
    accountNumber: or(p.accountNumber),
    bic: or(p.bic),
    bankName: or(p.bankName),
    cryptoNetwork: p.cryptoNetwork ?? undefined,
    walletAddress: or(p.walletAddress),
    txHash: or(p.txHash),
    note: or(p.note),
  };
}

/**
 * Add or correct one payment to the scheme: when, how much, how, and where it went. The fields
 * follow the method chosen; every destination is checked as it is typed (IBAN check digits, a
 * wallet address's checksum) by the same rules the server applies.
 */
export function PaymentFormDialog({ caseId, currency, open, onOpenChange, editing }: Props) {
  const { t } = useTranslation('paymentTrail');
  const save = useSavePayment(caseId);
  const message = useTrailFieldMessage();
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentInputSchema) as never,
    defaultValues: editing ? valuesOf(editing) : blank(currency),
  });
  useEffect(() => {
    if (open) form.reset(editing ? valuesOf(editing) : blank(currency));
  }, [open, editing, currency, form]);
  const method = form.watch('method');
  const errors = form.formState.errors;

  // The schema checked the values; what is sent is what was typed (the server parses it again).
  const onSubmit = form.handleSubmit(async () => {
    try {
      await save.mutateAsync({ caseId, entryId: editing?.id, payment: form.getValues() as never });
      notify.success(editing ? t('form.updated') : t('form.added'));
      onOpenChange(false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.fields ?? {});
      for (const [name, text] of fields)
        form.setError(name as keyof PaymentFormValues, { type: 'server', message: text });
      form.setError('root', { type: 'server', message: error.message || t('form.failed') });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('form.titleEdit') : t('form.titleAdd')}
      description={t('form.description')}
      onSubmit={onSubmit}
      cancelLabel={t('form.cancel')}
      wide
      error={errors.root?.message}
      submitLabel={form.formState.isSubmitting ? t('form.saving') : t('form.save')}
      busy={form.formState.isSubmitting}
    >
      <InputField
        id="payment-paidOn"
        type="date"
        label={t('form.paidOn')}
        error={message(errors.paidOn, 'paidOn')}
        {...form.register('paidOn')}
      />
      <SelectField
        id="payment-method"
        label={t('form.method')}
        error={message(errors.method, 'method')}
        {...form.register('method')}
      >
        <SelectOptions values={PAYMENT_METHODS} label={(v) => t(`methods.${v}`)} />
      </SelectField>
      <InputField
        id="payment-amount"
        label={t('form.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('form.hints.amount')}
        error={message(errors.amount, 'amount')}
        {...form.register('amount')}
      />
      <SelectField
        id="payment-currency"
        label={t('form.currency')}
        error={message(errors.currency, 'currency')}
        {...form.register('currency')}
      >
        <SelectOptions values={CURRENCIES} label={(v) => v} />
      </SelectField>
      <div className="grid gap-4 sm:col-span-2">
        <PaymentMethodFields method={method} register={form.register} errors={errors} />
        <TextareaField
          id="payment-note"
          label={t('form.note')}
          hint={t(`form.hints.note_${method === 'cash' || method === 'other' ? 'describe' : 'optional'}`)}
          error={message(errors.note, 'note')}
          rows={2}
          {...form.register('note')}
        />
      </div>
    </FormDialog>
  );
}
