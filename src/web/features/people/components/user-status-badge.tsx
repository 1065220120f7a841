import type { UserStatus } from '@shared/domain/roles';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { Ban, CheckCircle2, CircleSlash } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOKS: StatusLook<UserStatus> = {
  active: { tone: 'success', Icon: CheckCircle2 },
  inactive: { tone: 'neutral', Icon: CircleSlash },
  banned: { tone: 'danger', Icon: Ban },
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('adminUsers');
  return <StatusBadge status={status} looks={LOOKS} label={t(`statuses.${status}`)} />;
}
