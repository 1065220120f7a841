import { IconTitle } from '@web/components/icon-title';
import { formatDurationRange } from '@web/lib/intl';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRange, PAYOUT_TIMING_KEYS, PAYOUT_TIMINGS } from '../lib/payout-timings';

/** How long money takes to arrive once a withdrawal is paid, so nobody waits without knowing. */
export function PayoutTimings() {
  const { t, i18n } = useTranslation('withdrawals');
  const locale = i18n.language;
  return (
    <div className="grid gap-2 rounded-md bg-muted p-3 text-sm">
      <IconTitle as="p" icon={Clock} iconClassName="size-4 text-primary">
        {t('timings.title')}
      </IconTitle>
      <ul className="grid gap-1">
        {PAYOUT_TIMING_KEYS.map((key) => {
          const { min, max, unit } = PAYOUT_TIMINGS[key];
          const duration =
            unit === 'hours'
              ? formatDurationRange(min, max, 'hours', locale)
              : t('timings.businessDays', { range: formatRange(min, max, locale) });
          return (
            <li key={key} className="flex flex-wrap justify-between gap-x-3 text-navy">
              <span>{t(`timings.${key}`)}</span>
              <span className="text-muted-foreground">{duration}</span>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{t('timings.note')}</p>
    </div>
  );
}
