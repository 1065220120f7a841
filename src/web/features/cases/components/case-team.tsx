import { LoadFailed } from '@web/components/load-failed';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { MessageSquare, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type TeamMember, useCaseTeam } from '../api/get-case-team';

function MemberCard({ member, onMessage }: { member: TeamMember; onMessage: () => void }) {
  const { t, i18n } = useTranslation('cases');
  const name = `${member.firstName} ${member.lastName}`;
  // The language's name in the reader's language ("German", "Duits"), from Intl.
  const language = new Intl.DisplayNames([i18n.language], { type: 'language' }).of(member.language);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <div className="flex flex-1 items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full bg-accent text-primary"
        >
          <UserRound className="size-6" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-navy">{name}</h3>
          <p className="text-sm text-muted-foreground">{t(`team.roles.${member.role}`)}</p>
          <p className="text-sm text-muted-foreground">{t('team.speaks', { language })}</p>
        </div>
      </div>
      <Button
        variant="outline"
        onClick={onMessage}
        // The name starts with the visible words in every language (WCAG 2.5.3, axe label-content-name-mismatch).
        aria-label={t('team.messageTo', { name })}
      >
        <MessageSquare aria-hidden="true" />
        {t('team.message')}
      </Button>
    </Card>
  );
}

/** The case's real team (D2): the assigned lawyer and the desk's managers, or an honest wait. */
export function TeamTab({ caseId, onMessage }: { caseId: string; onMessage: () => void }) {
  const { t } = useTranslation('cases');
  const team = useCaseTeam(caseId);
  if (team.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t('portal.loading')} className="grid gap-4">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  if (team.isError) return <LoadFailed error={team.error} onRetry={() => void team.refetch()} />;
  const { lawyer, managers } = team.data;
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">{t('team.title')}</h2>
      {lawyer ? (
        <MemberCard member={lawyer} onMessage={onMessage} />
      ) : (
        <Card>
          <CardContent className="pt-6">
            <p className="font-medium text-navy">{t('team.unassignedTitle')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('team.unassignedBody')}</p>
          </CardContent>
        </Card>
      )}
      {managers.map((manager) => (
        <MemberCard key={manager.id} member={manager} onMessage={onMessage} />
      ))}
    </div>
  );
}
