import { formatDateTime } from '@web/lib/intl';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Who did it (or "System"), when, and whether the client sees it: under each event of a case. */
export function EventByline({
  actor,
  at,
  clientVisible,
}: {
  actor: string | null;
  at: string;
  clientVisible: boolean;
}) {
  const { t, i18n } = useTranslation('cases');
  return (
    <>
      <span>{actor ?? t('overview.activity.system')}</span>
      <time dateTime={at}>{formatDateTime(at, i18n.language)}</time>
      {clientVisible ? null : (
        <span className="inline-flex items-center gap-1">
          <EyeOff aria-hidden="true" className="size-3" />
          {t('overview.activity.staffOnly')}
        </span>
      )}
    </>
  );
}
