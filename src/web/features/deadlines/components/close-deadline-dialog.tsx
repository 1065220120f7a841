import type { CaseDeadline, DeadlineOutcome } from '@shared/contracts/deadlines';
import { FormDialog } from '@web/components/form-dialog';
import { FormError } from '@web/components/form-error';
import { TextareaField } from '@web/components/text-fields';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useFormats } from '@web/lib/use-formats';
import { useReason } from '@web/lib/use-reason';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseDeadline } from '../api/close-deadline';

/** The contract's limits (closeDeadlineRequestSchema), checked here before anything is sent. */
const MIN_REASON = 3;
const MAX_REASON = 500;

export type Closing = { deadline: CaseDeadline; outcome: DeadlineOutcome };

/** Met or waived: always with why, which goes on the case's staff timeline and in the audit log. */
export function CloseDeadlineDialog(props: { caseId: string; closing: Closing | null; onClose: () => void }) {
  const { t } = useTranslation('deadlines');
  const f = useFormats();
  const save = useCloseDeadline(props.caseId);
  const closing = props.closing;
  const { reason, setError, formError, setFormError, field } = useReason(closing);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!closing) return;
    const text = reason.trim();
    const tooShort = text.length < MIN_REASON;
    if (tooShort || text.length > MAX_REASON) {
      setError(
        tooShort
          ? t('deadlines.close.reasonRequired')
          : t('deadlines.close.reasonTooLong', { max: MAX_REASON }),
      );
      return;
    }
    try {
      const { deadline, outcome } = closing;
      await save.mutateAsync({
        caseId: props.caseId,
        paymentId: deadline.paymentId,
        ruleId: deadline.ruleId,
        body: { outcome, reason: text },
      });
      notify.success(t(`deadlines.close.done_${outcome}`));
      props.onClose();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.fields?.reason);
      setFormError(failure.fields?.reason ? null : failure.message || t('form.failed'));
    }
  }

  const outcome = closing?.outcome ?? 'met';
  return (
    <FormDialog
      open={closing !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={t(`deadlines.close.title_${outcome}`)}
      description={
        closing
          ? t('deadlines.close.description', {
              label: closing.deadline.label,
              date: f.date(closing.deadline.dueOn),
            })
          : ''
      }
      onSubmit={onSubmit}
      cancelLabel={t('form.cancel')}
      submitLabel={t(`deadlines.close.save_${outcome}`)}
      busy={save.isPending}
    >
      <TextareaField
        id="deadline-reason"
        label={t('deadlines.close.reason')}
        hint={t(`deadlines.close.hint_${outcome}`)}
        rows={3}
        maxLength={MAX_REASON}
        {...field}
      />
      <FormError>{formError}</FormError>
    </FormDialog>
  );
}
