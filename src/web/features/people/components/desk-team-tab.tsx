import { type ShownStatus, shownStatus } from '@shared/domain/account-status';
import { EmptyState } from '@web/components/empty-state';
import { PersonRowHeader, PlainTable } from '@web/components/plain-table';
import { SectionHeading } from '@web/components/section-heading';
import { Badge, StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { type ManagerDashboard, useDeskTeam } from '@web/features/desks';
import { countryName, formatCount } from '@web/lib/intl';
import { Ban, CheckCircle2, MailCheck, PauseCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOKS: StatusLook<ShownStatus> = {
  active: { tone: 'success', Icon: CheckCircle2 },
  inactive: { tone: 'neutral', Icon: PauseCircle },
  banned: { tone: 'danger', Icon: Ban },
  invited: { tone: 'info', Icon: MailCheck },
};

/**
 * Team Management: the desk's people with their real account status (not a fixed "Active";
 * "Invited" until the first sign-in). The first page comes with the dashboard; "Show more" adds
 * the next (D25). Cases assigned are the lawyer's figures (`performance`), none for a manager.
 */
export function TeamTab({ data }: { data: ManagerDashboard }) {
  const { t, i18n } = useTranslation('people');
  const team = useDeskTeam(data);
  const members = team.members;
  return (
    <section aria-labelledby="manager-team-heading" className="grid gap-4">
      <SectionHeading id="manager-team-heading" title={t('team.heading')} />
      {members.length === 0 ? (
        <EmptyState>{t('team.empty')}</EmptyState>
      ) : (
        <PlainTable
          caption={t('team.caption')}
          columns={[
            { label: t('team.columns.name') },
            { label: t('team.columns.email') },
            { label: t('team.columns.role') },
            { label: t('team.columns.country'), className: 'hidden md:table-cell' },
            { label: t('team.columns.casesAssigned'), figure: true },
            { label: t('team.columns.status') },
          ]}
        >
          {members.map((m) => (
            <tr key={m.id} className="border-t border-border">
              <PersonRowHeader person={m} />
              <td className="px-3 py-2 break-all">{m.email}</td>
              <td className="px-3 py-2">
                <Badge tone={m.role === 'manager' ? 'info' : 'neutral'}>{t(`manager.roles.${m.role}`)}</Badge>
              </td>
              <td className="hidden px-3 py-2 md:table-cell">
                {m.country ? countryName(m.country, i18n.language) : t('team.noCountry')}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatCount(team.performance[m.id]?.caseCount ?? 0, i18n.language)}
              </td>
              <td className="px-3 py-2">
                <StatusBadge
                  status={shownStatus(m)}
                  looks={LOOKS}
                  label={t(`userStatus.${shownStatus(m)}`)}
                />
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
      {team.more ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('team.capped', {
              shown: formatCount(members.length, i18n.language),
              total: formatCount(Math.max(data.stats.teamSize, members.length), i18n.language),
            })}
          </p>
          <Button variant="outline" busy={team.loadingMore} onClick={team.showMore}>
            {t('team.showMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
