import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { countryName } from '@web/lib/intl';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagerDashboard } from '../api/get-manager-dashboard';

/**
 * Under the layout's welcome (the manager's name), the desk: name, description and the countries it serves, named in
 * the reader's language by Intl. `action` is the Add Team Member button (only with a desk).
 */
export function DeskOverview({ data, action }: { data: ManagerDashboard; action: ReactNode }) {
  const { t, i18n } = useTranslation('desks');
  const { user, desk } = data;
  const name = `${user.firstName} ${user.lastName}`;
  if (!desk) {
    return (
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-navy">{t('desk.noneTitle')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('desk.none', { name })}</p>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-2">
        <p className="text-sm text-muted-foreground">{t('desk.welcome', { desk: desk.name })}</p>
        <h2 className="text-xl font-semibold text-navy">{desk.name}</h2>
        {desk.description ? <p className="text-sm text-foreground">{desk.description}</p> : null}
        <div className="flex flex-wrap items-center gap-2">
          <ul className="flex flex-wrap gap-2" aria-label={t('desk.countries')}>
            {desk.countries.map((code) => (
              <li key={code}>
                <Badge tone="info">
                  <MapPin aria-hidden="true" />
                  {countryName(code, i18n.language)}
                </Badge>
              </li>
            ))}
          </ul>
          {desk.countries.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('desk.noCountries')}</p>
          ) : null}
        </div>
      </div>
      <div className="shrink-0">{action}</div>
    </Card>
  );
}
