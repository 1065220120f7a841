import type { AdminUser } from '../api/get-users';

export type UserAction =
  | 'view'
  | 'edit'
  | 'assign'
  | 'password'
  | 'passwordLink'
  | 'ban'
  | 'unban'
  | 'delete'
  | 'factors';

/** Whether a dialog is open, and how it asks to close. */
export type DialogOpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** What every row dialog receives. */
export type UserDialogProps = DialogOpenProps & { user: AdminUser };
