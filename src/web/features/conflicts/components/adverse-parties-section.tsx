import type { AdverseParty } from '@shared/contracts/conflicts';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ContextButton } from '@web/components/context-button';
import { EmptyState } from '@web/components/empty-state';
import { LoadFailed } from '@web/components/load-failed';
import { SectionHeading } from '@web/components/section-heading';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { formatDate } from '@web/lib/intl';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdverseParties } from '../api/get-adverse-parties';
import { useRemoveAdverseParty } from '../api/remove-adverse-party';
import { AddAdversePartyForm } from './add-adverse-party-form';

/** Removing asks first: the conflict check stops naming the party at once (the record is kept). */
function RemoveAdverseParty({ party }: { party: AdverseParty }) {
  const { t } = useTranslation('conflicts');
  const remove = useRemoveAdverseParty();
  const [open, setOpen] = useState(false);
  async function confirm() {
    try {
      await remove.mutateAsync(party.id);
      notify.success(t('adverseParties.removed', { name: party.name }));
      setOpen(false);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : t('adverseParties.removeFailed'));
    }
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<ContextButton label={t('adverseParties.remove')} context={party.name} />}
      title={t('adverseParties.removeTitle', { name: party.name })}
      description={t('adverseParties.removeDescription')}
      cancelLabel={t('adverseParties.cancel')}
      action={
        <Button variant="destructive" onClick={() => void confirm()} busy={remove.isPending}>
          {t('adverseParties.remove')}
        </Button>
      }
    />
  );
}

/** Issue 21 item 5: the firm's adverse parties, which every registration and lead is matched against. */
export function AdversePartiesSection() {
  const { t, i18n } = useTranslation('conflicts');
  const parties = useAdverseParties();
  const details = (p: AdverseParty) =>
    [
      p.aliases.length ? t('adverseParties.aka', { names: p.aliases.join(', ') }) : null,
      p.email,
      p.phone,
      p.country,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <section aria-labelledby="adverse-parties-heading">
      <Card>
        <CardHeader>
          <SectionHeading id="adverse-parties-heading" level={3} title={t('adverseParties.title')} />
          <CardDescription>{t('adverseParties.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {parties.isError ? (
            <LoadFailed error={parties.error} onRetry={() => void parties.refetch()} />
          ) : !parties.data ? (
            <Skeleton className="h-24 w-full" />
          ) : parties.data.parties.length === 0 ? (
            <EmptyState>{t('adverseParties.empty')}</EmptyState>
          ) : (
            <ul className="divide-y rounded-md border">
              {parties.data.parties.map((p) => (
                <li key={p.id} className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
                  <div className="grid gap-1">
                    <span className="font-medium text-navy">{p.name}</span>
                    {details(p) ? <span className="text-muted-foreground">{details(p)}</span> : null}
                    {p.note ? <span className="whitespace-pre-line">{p.note}</span> : null}
                    <span className="text-xs text-muted-foreground">
                      {t('adverseParties.addedBy', {
                        name: p.createdByName ?? t('formerUser'),
                        date: formatDate(p.createdAt, i18n.language),
                      })}
                    </span>
                  </div>
                  <RemoveAdverseParty party={p} />
                </li>
              ))}
            </ul>
          )}
          <div className="grid gap-3">
            <h4 className="font-semibold text-navy">{t('adverseParties.addHeading')}</h4>
            <AddAdversePartyForm />
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
