import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import {
  Ban,
  Eye,
  KeyRound,
  Mail,
  MoreHorizontal,
  Pencil,
  ShieldCheck,
  ShieldOff,
  Trash2,
  UserRoundCog,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/get-users';
import { actionsFor } from '../lib/user-facts';
import type { UserAction } from './user-dialogs';

/**
 * One menu per row (Radix: arrow keys, Enter, Escape); its button is named after the person, so a
 * screen reader's list of buttons is unambiguous. Only the actions that apply to the person show.
 */
export function UserRowActions({
  user,
  selfId,
  onAction,
}: {
  user: AdminUser;
  selfId: string;
  onAction: (kind: UserAction, user: AdminUser) => void;
}) {
  const { t } = useTranslation('people');
  const can = actionsFor(user, selfId);
  const item = (kind: UserAction, Icon: typeof Eye, label: string, destructive = false) => (
    <DropdownMenuItem
      onSelect={() => onAction(kind, user)}
      className={destructive ? 'text-destructive focus:text-destructive' : undefined}
    >
      <Icon aria-hidden="true" />
      {label}
    </DropdownMenuItem>
  );
  return (
    // Not modal: a dialog opened from an item must not inherit the menu's pointer-events lock on the page.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('actions.menu', { name: `${user.firstName} ${user.lastName}` })}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {item('view', Eye, t('actions.view'))}
        {can.edit ? item('edit', Pencil, t('actions.edit')) : null}
        {can.assign ? item('assign', UserRoundCog, t('actions.assign')) : null}
        {can.setPassword ? item('password', KeyRound, t('actions.setPassword')) : null}
        {can.passwordLink ? item('passwordLink', Mail, t('actions.sendPasswordLink')) : null}
        {can.unban ? item('unban', ShieldCheck, t('actions.unban')) : null}
        {can.resetFactors ? item('factors', ShieldOff, t('actions.resetFactors'), true) : null}
        {can.ban ? item('ban', Ban, t('actions.ban'), true) : null}
        {can.remove ? item('delete', Trash2, t('actions.delete'), true) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
