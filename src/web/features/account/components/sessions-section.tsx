import { AwaitedAction, ConfirmDialog } from '@web/components/confirm-dialog';
import { LoadingRows } from '@web/components/loading-rows';
import { QueryView } from '@web/components/query-view';
import { TitledCard } from '@web/components/titled-card';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { sendAction } from '@web/lib/send-action';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessions } from '../api/get-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-sessions';
import { SessionItem } from './session-item';

/** Where the person is signed in, this browser first marked; sign out one, or all the others at once. */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const [open, setOpen] = useState(false);

  async function onConfirm() {
    await sendAction(
      async () => {
        const count = await signOutOthers.mutateAsync(undefined);
        notify.success(t('sessions.signedOutOthers', { count }));
      },
      { title: t('sessions.signOutOthersFailed'), fallback: t('sessions.signOutOthersFailed') },
    );
    setOpen(false);
  }

  return (
    <TitledCard
      heading={<h2 id="account-sessions">{t('sessions.heading')}</h2>}
      description={t('sessions.description')}
      busy={sessions.isPending}
    >
      <QueryView
        query={sessions}
        loading={<LoadingRows label={t('sessions.loading')} rows={3} rowHeight="h-12" />}
      >
        {(list) => (
          <div className="grid gap-4">
            <ul className="grid gap-3">
              {/* This browser first: the others are the ones to look at. */}
              {[...list]
                .sort((a, b) => Number(b.current) - Number(a.current))
                .map((session) => (
                  <SessionItem key={session.id} session={session} />
                ))}
            </ul>
            {list.some((s) => !s.current) ? (
              <ConfirmDialog
                open={open}
                onOpenChange={setOpen}
                trigger={
                  <Button variant="outline" className="w-fit">
                    {t('sessions.signOutOthers')}
                  </Button>
                }
                title={t('sessions.signOutOthersTitle')}
                description={t('sessions.signOutOthersBody')}
                cancelLabel={t('cancel')}
                action={
                  <AwaitedAction destructive pending={signOutOthers.isPending} onConfirm={onConfirm}>
                    {t('sessions.signOutOthersAction')}
                  </AwaitedAction>
                }
              />
            ) : (
              <p className="text-sm text-muted-foreground">{t('sessions.onlyThis')}</p>
            )}
          </div>
        )}
      </QueryView>
    </TitledCard>
  );
}
