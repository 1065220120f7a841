import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { useTranslation } from 'react-i18next';
import { useUserDetail } from '../api/get-user-detail';
import { ClientEditForm } from './client-edit-form';
import { ClientFunds } from './client-funds';
import { PendingContactChanges } from './pending-contact-changes';
import { StaffEditForm } from './staff-edit-form';
import type { UserDialogProps } from './user-dialog-props';

/**
 * Edit (spec §2 dialogs): a client's personal information plus the funds of D7 — shown from the
 * ledger and changed only by recording (or reversing) a recovery; a lawyer's or manager's
 * username, country and desk.
 */
export function EditUserDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('people');
  const isClient = user.role === 'client';
  const name = `${user.firstName} ${user.lastName}`;
  const detail = useUserDetail(isClient && open ? user.id : undefined);
  const pending = detail.data?.pendingContactChanges ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={isClient ? 'max-w-3xl' : 'max-w-lg'}>
        <DialogTitle>
          {isClient ? t('edit.clientTitle', { name }) : t('edit.staffTitle', { name })}
        </DialogTitle>
        <DialogDescription>
          {isClient ? t('edit.clientDescription') : t('edit.staffDescription')}
        </DialogDescription>
        {isClient ? (
          <div className="grid gap-6">
            <PendingContactChanges proposer="admin" clientId={user.id} changes={pending} />
            <ClientEditForm
              // A proposal made or withdrawn starts the form again from the client's current details.
              key={pending.map((p) => `${p.field}:${p.value}`).join()}
              user={user}
              onSaved={() => onOpenChange(false)}
            />
            <ClientFunds clientId={user.id} />
          </div>
        ) : (
          <StaffEditForm user={user} onSaved={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
