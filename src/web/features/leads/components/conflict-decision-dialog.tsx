import type { ConflictDecisionKind } from '@shared/domain/conflicts';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ContextButton } from '@web/components/context-button';
import { FormError } from '@web/components/form-error';
import { TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideLeadConflict } from '../api/decide-lead-conflict';

const MIN_REASON = 5;

/**
 * Clear the conflict or decline the matter: either way the reason is asked for and recorded.
 * Also offered inside the assign dialog (issue 31), so its submit stops here and never reaches
 * that dialog's form through the React tree.
 */
export function ConflictDecisionDialog({
  leadId,
  name,
  decision,
  onDecided,
}: {
  leadId: string;
  name: string;
  decision: ConflictDecisionKind;
  /** What else the screen must refresh (the case lists beside an assign dialog). */
  onDecided?: (() => void) | undefined;
}) {
  const { t } = useTranslation('leads');
  const decide = useDecideLeadConflict(leadId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const words = `conflicts.${decision}` as const;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setMessage(null);
    if (reason.trim().length < MIN_REASON) {
      setError(t('conflicts.reasonTooShort', { min: MIN_REASON }));
      return;
    }
    setError(undefined);
    try {
      await decide.mutateAsync({ decision, reason: reason.trim() });
      notify.success(t(`${words}.success`, { name }));
      setOpen(false);
      onDecided?.();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.fields?.reason);
      setMessage(failure.message || t('stepFailed'));
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <ContextButton
          variant={decision === 'declined' ? 'destructive' : 'outline'}
          label={t(`${words}.open`)}
          context={name}
        />
      }
      title={t(`${words}.title`, { name })}
      description={t(`${words}.description`)}
      cancelLabel={t('cancel')}
      onSubmit={onSubmit}
      action={
        <Button
          type="submit"
          variant={decision === 'declined' ? 'destructive' : 'default'}
          busy={decide.isPending}
        >
          {t(`${words}.submit`)}
        </Button>
      }
    >
      <TextareaField
        id={`conflict-${decision}-reason-${leadId}`}
        label={t('conflicts.reason')}
        hint={t('conflicts.reasonHint')}
        error={error}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormError>{message}</FormError>
    </ConfirmDialog>
  );
}
