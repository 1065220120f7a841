import type { UserStatus } from '@shared/domain/roles';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { Ban, CircleCheck, CirclePause } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOKS: StatusLook<UserStatus> = {
  active: { tone: 'success', Icon: CircleCheck },
  inactive: { tone: 'neutral', Icon: CirclePause },
  banned: { tone: 'danger', Icon: Ban },
};

/** The account's real status (active, inactive, banned) in words and an icon. */
export function ClientStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('clients');
  return <StatusBadge status={status} looks={LOOKS} label={t(`status.${status}`)} />;
}
