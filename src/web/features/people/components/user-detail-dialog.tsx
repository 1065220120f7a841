import { LoadFailed } from '@web/components/load-failed';
import { PhaseBadge } from '@web/components/phase-badge';
import { TitledSection } from '@web/components/titled-section';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuditText } from '@web/lib/audit-text';
import { useCaseTitle } from '@web/lib/case-title';
import { useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';
import { useUserDetail } from '../api/get-user-detail';
import { isErased } from '../lib/user-facts';
import { SecondFactorStatus } from './second-factor-status';
import type { UserDialogProps } from './user-dialog-props';
import { UserStatusBadge } from './user-status-badge';

/** View (issue 7 §3): one person's profile, cases, open sessions and audit trail, from GET /api/admin/users/:id. */
export function UserDetailDialog({ user, open, onOpenChange }: UserDialogProps) {
  const { t } = useTranslation('people');
  const caseTitle = useCaseTitle();
  const f = useFormats();
  const audit = useAuditText();
  const detail = useUserDetail(user.id);
  const name = isErased(user) ? t('erased') : `${user.firstName} ${user.lastName}`;
  const d = detail.data;
  const profile = d
    ? [
        { label: t('fields.email'), value: isErased(d.user) ? t('none') : d.user.email },
        { label: t('fields.username'), value: isErased(d.user) ? t('none') : d.user.username },
        { label: t('fields.phone'), value: d.user.phone ?? t('none') },
        {
          label: t('fields.country'),
          value: d.user.country
            ? d.user.country === 'other'
              ? t('fields.otherCountry')
              : f.country(d.user.country)
            : t('none'),
        },
        { label: t('fields.role'), value: t(`roles.${d.user.role}`) },
        { label: t('fields.desk'), value: d.user.desk?.name ?? t('unassigned') },
        { label: t('columns.joined'), value: f.date(d.user.joinDate) },
        {
          label: t('columns.lastActive'),
          value: d.user.lastActive ? f.dateTime(d.user.lastActive) : t('never'),
        },
        { label: t('view.password'), value: d.user.hasPassword ? t('view.passwordSet') : t('noPasswordYet') },
        { label: t('view.secondFactor'), value: <SecondFactorStatus factor={d.user.secondFactor} /> },
      ]
    : [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogTitle>{t('view.title', { name })}</DialogTitle>
        <DialogDescription>{t('view.description')}</DialogDescription>
        {detail.isError ? (
          <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
        ) : !d ? (
          <div role="status" aria-label={t('loading')} className="grid gap-3">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <div className="grid gap-6">
            <TitledSection id="admin-view-profile" title={t('view.profile')}>
              <div className="flex flex-wrap items-center gap-2">
                <UserStatusBadge user={d.user} />
                {d.user.banReason ? (
                  <span className="text-sm text-muted-foreground">
                    {t('view.banReason', { reason: d.user.banReason })}
                  </span>
                ) : null}
              </div>
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                {profile.map((row) => (
                  <div key={row.label} className="grid grid-cols-[9rem_1fr] gap-2">
                    <dt className="text-muted-foreground">{row.label}</dt>
                    <dd className="break-all">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </TitledSection>
            <TitledSection id="admin-view-cases" title={t('view.cases', { count: d.casesTotal })}>
              {d.cases.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('view.noCases')}</p>
              ) : (
                <ul className="grid gap-2">
                  {d.cases.map((c) => (
                    <li key={c.id} className="grid gap-1 rounded-md border p-3 text-sm">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-medium">
                          <span className="font-mono text-xs">{c.reference}</span> · {caseTitle(c)}
                        </span>
                        <PhaseBadge phase={c.phase} label={t(`phases.${c.phase}`)} />
                      </div>
                      <span className="text-muted-foreground">
                        {t(c.relation === 'client' ? 'view.caseLineClient' : 'view.caseLineLawyer', {
                          client: c.clientName,
                          lawyer: c.lawyerName ?? t('unassigned'),
                          loss: f.money(c.amountLostCents, c.currency),
                          recovered: f.money(c.recoveredAmountCents, c.currency),
                          date: f.date(c.createdAt),
                        })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </TitledSection>
            <TitledSection id="admin-view-sessions" title={t('view.sessions')}>
              {d.sessions.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('view.noSessions')}</p>
              ) : (
                <ul className="grid gap-2 text-sm">
                  {d.sessions.map((s) => (
                    <li key={s.id} className="grid gap-0.5 rounded-md border p-3">
                      <span>
                        {t('view.sessionLine', {
                          created: f.dateTime(s.createdAt),
                          seen: f.dateTime(s.lastSeenAt),
                        })}
                      </span>
                      <span className="text-xs break-all text-muted-foreground">
                        {t('view.sessionDevice', { ip: s.ip ?? t('none'), agent: s.userAgent ?? t('none') })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </TitledSection>
            <TitledSection id="admin-view-audit" title={t('view.audit', { count: d.auditTotal })}>
              {d.audit.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('view.noAudit')}</p>
              ) : (
                <ol className="grid gap-1 text-sm">
                  {d.audit.map((e) => (
                    <li key={e.id} className="flex flex-wrap gap-x-3 border-b py-1.5 last:border-b-0">
                      <span className="text-muted-foreground tabular-nums">{f.dateTime(e.at)}</span>
                      <span className="font-medium">{audit.action(e.action)}</span>
                      {/* Something this person did to another record: name that record too. */}
                      {e.relation === 'actor' ? <span>{audit.record(e)}</span> : null}
                      <span className="text-muted-foreground">{audit.actor(e)}</span>
                    </li>
                  ))}
                </ol>
              )}
            </TitledSection>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
