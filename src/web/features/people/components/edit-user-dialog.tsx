import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { useTranslation } from 'react-i18next';
import { ClientEditForm } from './client-edit-form';
import { ClientFunds } from './client-funds';
import { StaffEditForm } from './staff-edit-form';
import type { UserDialogProps } from './user-dialog-props';

/**
 * Edit (spec §2 dialogs): a client's personal information plus the funds of D7 — shown from the
 * ledger and changed only by recording (or reversing) a recovery; a lawyer's or manager's
 * username, country and desk.
 */
export function EditUserDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('adminUsers');
  const isClient = user.role === 'client';
  const name = `${user.firstName} ${user.lastName}`;
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
            <ClientEditForm user={user} onSaved={() => onOpenChange(false)} />
            <ClientFunds clientId={user.id} />
          </div>
        ) : (
          <StaffEditForm user={user} onSaved={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
