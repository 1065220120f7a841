import type { AdminUser } from '../api/get-users';

export type UserAction = 'view' | 'edit' | 'assign' | 'password' | 'ban' | 'unban' | 'delete';

/** What every row dialog receives. */
export type UserDialogProps = { user: AdminUser; open: boolean; onOpenChange: (open: boolean) => void };
