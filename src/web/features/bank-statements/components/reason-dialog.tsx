import { FormDialog } from '@web/components/form-dialog';
import { FormError } from '@web/components/form-error';
import { TextareaField } from '@web/components/text-fields';
import { ApiError } from '@web/lib/api-client';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** As the server checks it (lineReasonSchema): the audit log keeps a reason worth reading. */
const MIN_REASON = 5;
const MAX_REASON = 1000;

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  hint: string;
  submitLabel: string;
  busy: boolean;
  /** Sends the decision; throws the server's refusal (ApiError), which the dialog shows. */
  onSend: (reason: string) => Promise<void>;
};

/** Unmatch or set aside a line: one reason, checked here first, then the server's answer shown as it is. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useTranslation('bankStatements');
  const id = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();

  function onOpenChange(open: boolean) {
    props.onOpenChange(open);
    if (!open) {
      setReason('');
      setFieldError(undefined);
      setFormError(undefined);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(undefined);
    const trimmed = reason.trim();
    if (trimmed.length < MIN_REASON || trimmed.length > MAX_REASON) {
      setFieldError(t('bankMatching.reason.length', { min: MIN_REASON, max: MAX_REASON }));
      return;
    }
    try {
      await props.onSend(trimmed);
      onOpenChange(false);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (failure.fields?.reason) setFieldError(failure.fields.reason);
      else setFormError(failure.message || t('bankMatching.failed'));
    }
  }

  return (
    <FormDialog
      open={props.open}
      onOpenChange={onOpenChange}
      title={props.title}
      description={props.description}
      onSubmit={onSubmit}
      cancelLabel={t('bankMatching.cancel')}
      submitLabel={props.submitLabel}
      busy={props.busy}
    >
      <TextareaField
        id={`${id}-reason`}
        label={props.label}
        hint={props.hint}
        error={fieldError}
        rows={3}
        maxLength={MAX_REASON}
        aria-required="true"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormError>{formError}</FormError>
    </FormDialog>
  );
}
