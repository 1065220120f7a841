import type { paymentInputSchema } from '@shared/contracts/payment-trail';
import { CARD_NETWORKS, CRYPTO_NETWORKS } from '@shared/domain/trail/options';
import { SelectOptions } from '@web/components/select-options';
import { InputField, SelectField } from '@web/components/text-fields';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useTrailFieldMessage } from './trail-field-errors';

export type PaymentFormValues = z.input<typeof paymentInputSchema>;

type Props = {
  method: PaymentFormValues['method'];
  register: UseFormRegister<PaymentFormValues>;
  errors: FieldErrors<PaymentFormValues>;
};

/** The destination fields of the chosen method, each with an example of what to type. */
export function PaymentMethodFields({ method, register, errors }: Props) {
  const { t } = useTranslation('paymentTrail');
  const message = useTrailFieldMessage();
  const text = (name: keyof PaymentFormValues & string, extra: { hint?: boolean; mono?: boolean } = {}) => (
    <InputField
      id={`payment-${name}`}
      label={t(`form.${name}`)}
      hint={extra.hint ? t(`form.hints.${name}`) : undefined}
      error={message(errors[name] as never, name)}
      autoComplete="off"
      spellCheck={false}
      inputClassName={extra.mono ? 'font-mono' : undefined}
      {...register(name)}
    />
  );
  if (method === 'card') {
    return (
      <>
        <SelectField
          id="payment-cardNetwork"
          label={t('form.cardNetwork')}
          error={message(errors.cardNetwork, 'cardNetwork')}
          {...register('cardNetwork')}
        >
          <SelectOptions
            values={CARD_NETWORKS}
            label={(v) => t(`cardNetworks.${v}`)}
            placeholder={t('form.choose')}
          />
        </SelectField>
        {text('merchantDescriptor', { hint: true })}
      </>
    );
  }
  if (method === 'bank_transfer') {
    return (
      <>
        {text('beneficiaryName', { hint: true })}
        {text('iban', { hint: true, mono: true })}
        {text('accountNumber', { hint: true, mono: true })}
        {text('bic', { hint: true, mono: true })}
        {text('bankName')}
      </>
    );
  }
  if (method === 'crypto') {
    return (
      <>
        <SelectField
          id="payment-cryptoNetwork"
          label={t('form.cryptoNetwork')}
          error={message(errors.cryptoNetwork, 'cryptoNetwork')}
          {...register('cryptoNetwork')}
        >
          <SelectOptions
            values={CRYPTO_NETWORKS}
            label={(v) => t(`cryptoNetworks.${v}`)}
            placeholder={t('form.choose')}
          />
        </SelectField>
        {text('walletAddress', { hint: true, mono: true })}
        {text('txHash', { hint: true, mono: true })}
      </>
    );
  }
  return null;
}
