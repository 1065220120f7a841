import { Badge } from '@web/components/ui/badge';
import { formatDate } from '@web/lib/intl';
import { CheckCircle2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Whether the client accepted the fee agreement: until then the case cannot leave `new` (0011). */
export function FeeAgreementState({
  acceptedAt,
  className,
}: {
  acceptedAt: string | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation('cases');
  if (!acceptedAt) {
    return (
      <Badge tone="warning" className={className}>
        <Clock aria-hidden="true" />
        {t('fee.pending')}
      </Badge>
    );
  }
  return (
    <Badge tone="success" className={className}>
      <CheckCircle2 aria-hidden="true" />
      {t('fee.accepted', { date: formatDate(acceptedAt, i18n.language) })}
    </Badge>
  );
}
