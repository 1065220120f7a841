import type { AdminUser } from '../api/get-users';
import { AssignDialog } from './assign-dialog';
import { BanDialog } from './ban-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { ResetFactorsDialog } from './reset-factors-dialog';
import { SendPasswordLinkDialog } from './send-password-link-dialog';
import { SetPasswordDialog } from './set-password-dialog';
import { UnbanDialog } from './unban-dialog';
import { UserDetailDialog } from './user-detail-dialog';
import type { UserAction } from './user-dialog-props';

export type { UserAction };

/** The dialog of the row action chosen, one at a time; closing it returns focus to the row's menu. */
export function UserDialogs({
  action,
  onClose,
}: {
  action: { kind: UserAction; user: AdminUser } | null;
  onClose: () => void;
}) {
  const shown = (kind: UserAction) => action?.kind === kind;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (!action) return null;
  const { user } = action;
  const props = { user, open: true, onOpenChange };
  return (
    <>
      {shown('view') ? <UserDetailDialog {...props} /> : null}
      {shown('edit') ? <EditUserDialog {...props} /> : null}
      {shown('assign') ? <AssignDialog {...props} /> : null}
      {shown('password') ? <SetPasswordDialog {...props} /> : null}
      {shown('passwordLink') ? <SendPasswordLinkDialog {...props} /> : null}
      {shown('ban') ? <BanDialog {...props} /> : null}
      {shown('unban') ? <UnbanDialog {...props} /> : null}
      {shown('delete') ? <DeleteUserDialog {...props} /> : null}
      {shown('factors') ? <ResetFactorsDialog {...props} /> : null}
    </>
  );
}
