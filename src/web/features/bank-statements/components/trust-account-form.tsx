import { zodResolver } from '@hookform/resolvers/zod';
import { CURRENCIES } from '@shared/domain/money';
import { FormError } from '@web/components/form-error';
import { SelectOptions } from '@web/components/select-options';
import { InputField, SelectField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError, NETWORK_ERROR } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type TrustAccountForm as Sent, useProposeTrustAccount } from '../api/trust-accounts';

/**
 * Only what a person can see is missing is checked here (the field's key is its message); the
 * IBAN's check digits, the BIC's shape and "one account per currency" are the server's, whose
 * words go under the field they concern.
 */
const formSchema = z
  .object({
    bankName: z.string().trim().min(1, 'bankName'),
    identifiedBy: z.enum(['iban', 'number']),
    iban: z.string().trim(),
    accountNumber: z.string().trim(),
    bankCode: z.string().trim(),
    bic: z.string().trim().min(1, 'bic'),
    currency: z.string().min(1, 'currency'),
    openingDate: z.iso.date('openingDate'),
    openingBalance: z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/, 'openingBalance'),
  })
  .superRefine((values, ctx) => {
    const missing = (path: 'iban' | 'accountNumber' | 'bankCode') =>
      ctx.addIssue({ code: 'custom', path: [path], message: path });
    if (values.identifiedBy === 'iban' && !values.iban) missing('iban');
    if (values.identifiedBy === 'number' && !values.accountNumber) missing('accountNumber');
    if (values.identifiedBy === 'number' && !values.bankCode) missing('bankCode');
  });
type FormValues = z.infer<typeof formSchema>;
type Field = Exclude<keyof FormValues, 'identifiedBy'>;
const FIELDS: readonly Field[] = [
  'bankName',
  'iban',
  'accountNumber',
  'bankCode',
  'bic',
  'currency',
  'openingDate',
  'openingBalance',
];

const EMPTY: FormValues = {
  bankName: '',
  identifiedBy: 'iban',
  iban: '',
  accountNumber: '',
  bankCode: '',
  bic: '',
  currency: '',
  openingDate: '',
  openingBalance: '0.00',
};

/** Only the chosen way of naming the account is sent: the contract refuses both at once. */
function toSent({ identifiedBy, iban, accountNumber, bankCode, ...rest }: FormValues): Sent {
  return identifiedBy === 'iban' ? { ...rest, iban } : { ...rest, accountNumber, bankCode };
}

/** D42: propose a trust account; it is registered once a second admin approves (D37). */
export function TrustAccountProposalForm() {
  const { t } = useTranslation('bankStatements');
  const propose = useProposeTrustAccount();
  const [serverError, setServerError] = useState<string | undefined>();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const identifiedBy = form.watch('identifiedBy');

  async function onSubmit(values: FormValues) {
    setServerError(undefined);
    try {
      await propose.mutateAsync(toSent(values));
      notify.success(t('accounts.form.proposed'), { description: t('accounts.form.proposedBody') });
      form.reset(EMPTY);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The server words its refusals in the reader's language: each under its field, the rest above.
      const fields = Object.entries(error.fields ?? {});
      const placed = fields.filter(([name]) => (FIELDS as readonly string[]).includes(name));
      for (const [name, message] of placed) form.setError(name as Field, { type: 'server', message });
      if (placed.length === fields.length && placed.length > 0) return;
      setServerError(
        error.code === NETWORK_ERROR || error.message === ''
          ? t('accounts.form.errors.failed')
          : error.message,
      );
    }
  }

  // A server's message is shown as it comes; a message of ours is the key of its words.
  const message = (name: Field) => {
    const error = errors[name];
    if (!error) return undefined;
    return error.type === 'server' ? error.message : t(`accounts.form.errors.${name}`);
  };
  // A field's label, hint (where it has one), error and registration, all named after the field.
  const field = (name: Field, { hint = false, required = true } = {}) => ({
    label: t(`accounts.form.${name}`),
    hint: hint ? t(`accounts.form.${name}Hint`) : undefined,
    error: message(name),
    'aria-required': required ? ('true' as const) : undefined,
    ...form.register(name),
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-labelledby="trust-account-form-title"
      className="grid gap-4"
    >
      <h5 id="trust-account-form-title" className="font-semibold text-navy">
        {t('accounts.form.title')}
      </h5>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <InputField id="trust-account-bank" autoComplete="off" {...field('bankName')} />
        <SelectField id="trust-account-currency" {...field('currency', { hint: true })}>
          <SelectOptions
            values={CURRENCIES}
            label={(code) => code}
            placeholder={t('accounts.form.currencyPlaceholder')}
            placeholderDisabled
          />
        </SelectField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-navy">{t('accounts.form.identifiedBy')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {(['iban', 'number'] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-2">
              <input
                type="radio"
                value={choice}
                className="accent-primary"
                {...form.register('identifiedBy')}
              />
              {t(`accounts.form.by.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {identifiedBy === 'iban' ? (
        <InputField
          id="trust-account-iban"
          autoComplete="off"
          spellCheck={false}
          {...field('iban', { hint: true })}
        />
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2">
          <InputField
            id="trust-account-number"
            autoComplete="off"
            spellCheck={false}
            {...field('accountNumber')}
          />
          <InputField
            id="trust-account-bank-code"
            autoComplete="off"
            spellCheck={false}
            {...field('bankCode', { hint: true })}
          />
        </div>
      )}
      <div className="grid items-start gap-4 md:grid-cols-3">
        <InputField
          id="trust-account-bic"
          autoComplete="off"
          spellCheck={false}
          {...field('bic', { hint: true })}
        />
        <InputField id="trust-account-opening-date" type="date" {...field('openingDate', { hint: true })} />
        <InputField
          id="trust-account-opening-balance"
          inputMode="decimal"
          autoComplete="off"
          {...field('openingBalance', { hint: true, required: false })}
        />
      </div>
      <FormError>{serverError}</FormError>
      <div>
        <Button type="submit" busy={propose.isPending}>
          {propose.isPending ? t('accounts.form.proposing') : t('accounts.form.submit')}
        </Button>
      </div>
    </form>
  );
}
