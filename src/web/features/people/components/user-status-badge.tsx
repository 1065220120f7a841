import { type ShownStatus, shownStatus } from '@shared/domain/account-status';
import type { UserStatus } from '@shared/domain/roles';
import { ACCOUNT_LOOKS } from '@web/components/status-looks';
import { StatusBadge } from '@web/components/ui/badge';
import { useTranslation } from 'react-i18next';

/**
 * The same looks as the lawyer's clients list; the words are the admin's. An account never
 * signed in shows as "Invited", not "Active" (shared/domain/account-status.ts).
 */
export function UserStatusBadge({ user }: { user: { status: UserStatus; lastActive: string | null } }) {
  const { t } = useTranslation('people');
  const status: ShownStatus = shownStatus(user);
  return <StatusBadge status={status} looks={ACCOUNT_LOOKS} label={t(`statuses.${status}`)} />;
}
