import type { LeadStatus } from '@shared/domain/leads';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { BadgeCheck, CircleDot, CircleX, FolderCheck, PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const LEAD_LOOKS: StatusLook<LeadStatus> = {
  new: { tone: 'info', Icon: CircleDot },
  contacted: { tone: 'warning', Icon: PhoneCall },
  qualified: { tone: 'success', Icon: BadgeCheck },
  converted: { tone: 'neutral', Icon: FolderCheck },
  rejected: { tone: 'danger', Icon: CircleX },
};

/** A lead's state in words and an icon (colour never alone). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('leads');
  return <StatusBadge status={status} looks={LEAD_LOOKS} label={t(`status.${status}`)} />;
}
