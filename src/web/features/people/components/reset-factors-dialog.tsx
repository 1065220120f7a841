import { zodResolver } from '@hookform/resolvers/zod';
import {
  RESET_FACTORS_REASON_MAX,
  RESET_FACTORS_REASON_MIN,
  resetFactorsRequestSchema,
} from '@shared/contracts/people';
import { FormDialog } from '@web/components/form-dialog';
import { TextareaField } from '@web/components/text-fields';
import { notify } from '@web/lib/notify';
import { sendAction } from '@web/lib/send-action';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useResetFactors } from '../api/reset-factors';
import type { UserDialogProps } from './user-dialog-props';

type Values = z.output<typeof resetFactorsRequestSchema>;

/**
 * Issue 18 item 8: reset a person's second factors (a lost phone), with the reason kept in the
 * audit log. The shared schema checks the reason here as the server does; the server then ends
 * every session of theirs and emails them.
 */
export function ResetFactorsDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('people');
  const reset = useResetFactors();
  const form = useForm<z.input<typeof resetFactorsRequestSchema>, unknown, Values>({
    resolver: zodResolver(resetFactorsRequestSchema),
    defaultValues: { reason: '' },
  });
  const name = `${user.firstName} ${user.lastName}`;

  // The schema's rule, in the reader's language (the schema itself speaks English).
  function reasonError(error: FieldError | undefined): string | undefined {
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    if (error.type === 'too_big') return t('resetFactors.reasonTooLong', { max: RESET_FACTORS_REASON_MAX });
    if (error.type === 'too_small' && form.getValues('reason').trim() !== '') {
      return t('resetFactors.reasonTooShort', { min: RESET_FACTORS_REASON_MIN });
    }
    return t('resetFactors.reasonRequired', { min: RESET_FACTORS_REASON_MIN });
  }

  const onSubmit = form.handleSubmit((values) =>
    sendAction(
      async () => {
        const result = await reset.mutateAsync({ id: user.id, reason: values.reason });
        const title = 'proposal' in result ? t('proposed') : t('resetFactors.success');
        notify.success(title, { description: result.message });
        onOpenChange(false);
      },
      { title: t('resetFactors.failed'), fallback: t('resetFactors.failedBody') },
      (failure) => {
        const message = failure.fields?.reason;
        if (message) form.setError('reason', { type: 'server', message });
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('resetFactors.title', { name })}
      description={
        user.secondFactor.required
          ? t('resetFactors.descriptionRequired')
          : t('resetFactors.descriptionOptional')
      }
      onSubmit={onSubmit}
      cancelLabel={t('cancel')}
      submitLabel={t('resetFactors.submit')}
      busy={reset.isPending}
      destructive
    >
      <TextareaField
        id="admin-reset-factors-reason"
        label={t('resetFactors.reason')}
        hint={t('resetFactors.reasonHint', { min: RESET_FACTORS_REASON_MIN, max: RESET_FACTORS_REASON_MAX })}
        error={reasonError(form.formState.errors.reason)}
        rows={3}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}
