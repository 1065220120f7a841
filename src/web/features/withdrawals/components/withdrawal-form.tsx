import { zodResolver } from '@hookform/resolvers/zod';
import { createWithdrawalRequestSchema } from '@shared/contracts/withdrawals';
import { InputField, SelectField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useFormats } from '@web/lib/use-formats';
import { Plus } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PayoutMethod } from '../api/get-payout-methods';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { customLabel } from '../lib/method-name';

const OVER_AVAILABLE = 'over-available';

type WithdrawalFormProps = {
  currency: string;
  availableMinor: number;
  methods: PayoutMethod[];
  initialMethodId: string | undefined;
  onAddMethod: () => void;
  onDone: () => void;
};

/** Amount and destination of a withdrawal; at most the available balance, checked here and by the server. */
export function WithdrawalForm(props: WithdrawalFormProps) {
  const { t } = useTranslation('withdrawals');
  const f = useFormats();
  const available = f.money(props.availableMinor, props.currency);
  const request = useRequestWithdrawal();
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const schema = useMemo(
    () =>
      createWithdrawalRequestSchema.superRefine((value, ctx) => {
        if (value.amount > props.availableMinor)
          ctx.addIssue({ code: 'custom', path: ['amount'], message: OVER_AVAILABLE });
      }),
    [props.availableMinor],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: '',
      payoutMethodId: props.initialMethodId ?? '',
      currency: props.currency as never,
    },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: z.output<typeof schema>) {
    // The amount as typed: the API turns it into cents once (issue 16 item 4); values.amount is
    // the same amount already in cents, which this form only compares and shows.
    const body = {
      amount: String(form.getValues('amount')).trim(),
      payoutMethodId: values.payoutMethodId,
      currency: values.currency,
    };
    const signature = JSON.stringify(body);
    // The same attempt retried (e.g. after a lost answer) keeps its key; a changed one gets a new key.
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: crypto.randomUUID() };
    try {
      await request.mutateAsync({ ...body, idempotencyKey: attempt.current.key });
      attempt.current = null;
      notify.success(t('withdraw.success'), {
        description: t('withdraw.successBody', { amount: f.money(values.amount, props.currency) }),
      });
      props.onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status > 0 && error.status < 500) attempt.current = null;
      const field = error.fields?.amount
        ? 'amount'
        : error.fields?.payoutMethodId
          ? 'payoutMethodId'
          : 'root';
      form.setError(field, { type: 'server', message: error.message || t('errors.generic') });
    }
  }

  function message(name: 'amount' | 'payoutMethodId', error: FieldError | undefined) {
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    if (error.message === OVER_AVAILABLE) return t('withdraw.errors.overAvailable', { available });
    return t(name === 'amount' ? 'withdraw.errors.amount' : 'withdraw.errors.method');
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <InputField
        id="withdraw-amount"
        label={t('withdraw.amount')}
        hint={t('withdraw.amountHint', { available })}
        error={message('amount', errors.amount)}
        {...form.register('amount')}
        inputMode="decimal"
        autoComplete="off"
      />
      <SelectField
        id="withdraw-method"
        label={t('withdraw.method')}
        hint={t('withdraw.methodHint')}
        error={message('payoutMethodId', errors.payoutMethodId)}
        {...form.register('payoutMethodId')}
      >
        <option value="">{t('withdraw.chooseMethod')}</option>
        {props.methods.map((m) => (
          <option key={m.id} value={m.id}>
            {t('withdraw.methodOption', {
              label: customLabel(m) ?? t(`methods.kind.${m.kind}`),
              details: m.maskedDetails,
              holder: m.holderName,
            })}
          </option>
        ))}
      </SelectField>
      <Button variant="link" className="justify-self-start px-0" onClick={props.onAddMethod}>
        <Plus aria-hidden="true" />
        {t('withdraw.addMethod')}
      </Button>
      {errors.root ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" size="block" busy={isSubmitting}>
        {isSubmitting ? t('withdraw.submitting') : t('withdraw.submit')}
      </Button>
    </form>
  );
}
