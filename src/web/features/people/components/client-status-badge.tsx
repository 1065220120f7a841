import type { UserStatus } from '@shared/domain/roles';
import { ACCOUNT_LOOKS } from '@web/components/status-looks';
import { StatusBadge } from '@web/components/ui/badge';
import { useTranslation } from 'react-i18next';

/** The account's real status (active, inactive, banned) in words and an icon. */
export function ClientStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('people');
  return <StatusBadge status={status} looks={ACCOUNT_LOOKS} label={t(`status.${status}`)} />;
}
