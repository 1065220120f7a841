import type { CaseIndicator } from '@shared/contracts/indicators';
import { FormDialog } from '@web/components/form-dialog';
import { FormError } from '@web/components/form-error';
import { TextareaField } from '@web/components/text-fields';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawReview } from '../api/review-on-case';
import { useIndicatorReason } from './use-indicator-reason';

/** Withdraws the review on this case, with the reason (kept with the review, audited; D38). */
export function WithdrawReviewDialog(props: {
  caseId: string;
  indicator: CaseIndicator | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('indicators');
  const withdraw = useWithdrawReview();
  const indicator = props.indicator;
  const { send, formError, field } = useIndicatorReason(indicator, props.onClose);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!indicator) return;
    await send(
      (reason) => withdraw.mutateAsync({ caseId: props.caseId, indicatorId: indicator.id, body: { reason } }),
      t('indicators.caseReview.withdraw.done'),
    );
  }

  return (
    <FormDialog
      open={indicator !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('indicators.caseReview.withdraw.title')}
      description={
        indicator ? t('indicators.caseReview.withdraw.description', { value: indicator.value }) : ''
      }
      onSubmit={onSubmit}
      cancelLabel={t('form.cancel')}
      submitLabel={t('indicators.caseReview.withdraw.save')}
      busy={withdraw.isPending}
      destructive
    >
      <TextareaField
        id="withdraw-review-reason"
        label={t('indicators.caseReview.withdraw.reason')}
        rows={3}
        {...field}
      />
      <FormError>{formError}</FormError>
    </FormDialog>
  );
}
