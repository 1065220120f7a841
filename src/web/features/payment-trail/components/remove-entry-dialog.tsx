import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormError } from '@web/components/form-error';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveEntry } from '../api/remove-entry';

export type EntryToRemove = { id: string; kind: 'payments' | 'contacts'; label: string };

/** Asks before a payment or contact point leaves the trail (the firm keeps a record of it). */
export function RemoveEntryDialog(props: {
  caseId: string;
  entry: EntryToRemove | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('paymentTrail');
  const remove = useRemoveEntry(props.caseId);
  const [error, setError] = useState<string | null>(null);
  const entry = props.entry;
  async function confirm() {
    if (!entry) return;
    setError(null);
    try {
      await remove.mutateAsync({ caseId: props.caseId, entryId: entry.id, kind: entry.kind });
      notify.success(t('remove.done'));
      props.onClose();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message || t('form.failed'));
    }
  }
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          props.onClose();
        }
      }}
      title={t(`remove.title_${entry?.kind ?? 'payments'}`)}
      description={t('remove.body', { label: entry?.label ?? '' })}
      cancelLabel={t('remove.cancel')}
      action={
        <Button variant="destructive" onClick={() => void confirm()} busy={remove.isPending}>
          {t('remove.confirm')}
        </Button>
      }
    >
      <FormError>{error}</FormError>
    </ConfirmDialog>
  );
}
