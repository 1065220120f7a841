import { Badge, StatusBadge, type StatusLook } from '@web/components/ui/badge';
import type { ManagerDashboard } from '@web/features/desks';
import { countryName, formatCount } from '@web/lib/intl';
import { Ban, CheckCircle2, PauseCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Status = ManagerDashboard['teamMembers'][number]['status'];
const LOOKS: StatusLook<Status> = {
  active: { tone: 'success', Icon: CheckCircle2 },
  inactive: { tone: 'neutral', Icon: PauseCircle },
  banned: { tone: 'danger', Icon: Ban },
};

/** Team Management: the desk's people with their real account status (not a fixed "Active"). */
export function TeamTab({ data }: { data: ManagerDashboard }) {
  const { t, i18n } = useTranslation('manager');
  const members = data.teamMembers;
  return (
    <section aria-labelledby="manager-team-heading" className="grid gap-4">
      <h2 id="manager-team-heading" className="text-lg font-semibold text-navy">
        {t('team.heading')}
      </h2>
      {members.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-background p-6 text-sm text-muted-foreground">
          {t('team.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border bg-background">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('team.caption')}</caption>
            <thead className="bg-muted/60 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('team.columns.name')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('team.columns.email')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('team.columns.role')}
                </th>
                <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
                  {t('team.columns.country')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('team.columns.casesAssigned')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('team.columns.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id} className="border-t border-border">
                  <th
                    scope="row"
                    className="px-3 py-2 font-medium text-navy"
                  >{`${m.firstName} ${m.lastName}`}</th>
                  <td className="px-3 py-2 break-all">{m.email}</td>
                  <td className="px-3 py-2">
                    <Badge tone={m.role === 'manager' ? 'info' : 'neutral'}>{t(`roles.${m.role}`)}</Badge>
                  </td>
                  <td className="hidden px-3 py-2 md:table-cell">
                    {m.country ? countryName(m.country, i18n.language) : t('team.noCountry')}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatCount(m.casesAssigned, i18n.language)}
                  </td>
                  <td className="px-3 py-2">
                    <StatusBadge status={m.status} looks={LOOKS} label={t(`userStatus.${m.status}`)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.stats.teamSize > members.length ? (
        <p className="text-sm text-muted-foreground">
          {t('team.capped', {
            shown: formatCount(members.length, i18n.language),
            total: formatCount(data.stats.teamSize, i18n.language),
          })}
        </p>
      ) : null}
    </section>
  );
}
