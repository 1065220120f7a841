import type { LedgerEntry } from '@shared/contracts/ledger';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ContextButton } from '@web/components/context-button';
import { TextareaField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useFormats } from '@web/lib/use-formats';
import { Undo2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReverseRecovery } from '../api/reverse-recovery';

const MIN_REASON = 5;

/** Reverse a recovery (D7): a correcting entry with the reason, after a confirmation. */
export function ReverseRecoveryButton({ caseId, entry }: { caseId: string; entry: LedgerEntry }) {
  const { t } = useTranslation('ledger');
  const f = useFormats();
  const reverse = useReverseRecovery();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const key = useRef<string | null>(null);
  const amount = f.money(entry.amountCents, entry.currency);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < MIN_REASON) {
      setError(t('reverse.reasonTooShort', { min: MIN_REASON }));
      return;
    }
    key.current ??= crypto.randomUUID();
    try {
      await reverse.mutateAsync({
        caseId,
        txId: entry.id,
        reason: reason.trim(),
        idempotencyKey: key.current,
      });
      key.current = null;
      notify.success(t('reverse.success'), { description: t('reverse.successBody', { amount }) });
      setOpen(false);
      setReason('');
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (failure.status > 0 && failure.status < 500) key.current = null;
      setError(failure.fields?.reason ?? (failure.message || t('reverse.failed')));
    }
  }

  return (
    <>
      <ContextButton onClick={() => setOpen(true)} icon={Undo2} label={t('reverse.open')} context={amount} />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onSubmit={onSubmit}
        title={t('reverse.title', { amount })}
        description={t('reverse.description')}
        cancelLabel={t('cancel')}
        action={
          <Button type="submit" variant="destructive" busy={reverse.isPending}>
            {t('reverse.confirm')}
          </Button>
        }
      >
        <TextareaField
          id={`reverse-reason-${entry.id}`}
          label={t('reverse.reason')}
          error={error}
          hint={t('reverse.reasonHint')}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
