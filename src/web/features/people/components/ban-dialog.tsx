import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanUser } from '../api/ban-user';
import type { UserDialogProps } from './user-dialog-props';

/** Ban with a reason (spec §4; D12 lets it be lifted). The server ends every session of theirs at once. */
export function BanDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('adminUsers');
  const ban = useBanUser();
  const [reason, setReason] = useState(t('ban.defaultReason'));
  const [error, setError] = useState<string | undefined>();
  const name = `${user.firstName} ${user.lastName}`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!reason.trim()) {
      setError(t('ban.reasonRequired'));
      return;
    }
    try {
      await ban.mutateAsync({ id: user.id, reason: reason.trim() });
      notify.success(t('ban.success'), { description: t('ban.successBody', { name }) });
      onOpenChange(false);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.fields?.reason);
      notify.error(t('ban.failed'), { description: failure.message || t('ban.failedBody') });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogTitle>{t('ban.title', { name })}</DialogTitle>
          <DialogDescription>{t('ban.description')}</DialogDescription>
          <FormField id="admin-ban-reason" label={t('ban.reason')} hint={t('ban.reasonHint')} error={error}>
            {(p) => <Textarea {...p} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </FormField>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('cancel')}</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={ban.isPending} aria-busy={ban.isPending}>
              {t('ban.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
