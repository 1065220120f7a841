import type { LeadStatus } from '@shared/domain/leads';
import { LEAD_LOOKS } from '@web/components/status-looks';
import { StatusBadge } from '@web/components/ui/badge';
import { useTranslation } from 'react-i18next';

/** The leads filter shows the same icons beside its choices. */
export { LEAD_LOOKS };

/** A lead's state in words and an icon (colour never alone). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('leads');
  return <StatusBadge status={status} looks={LEAD_LOOKS} label={t(`status.${status}`)} />;
}
