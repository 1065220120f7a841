import type { sessionInfoSchema } from '@shared/contracts/auth';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { sendAction } from '@web/lib/send-action';
import { useFormats } from '@web/lib/use-formats';
import { Monitor } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSignOutSession } from '../api/sign-out-sessions';
import { useBrowserName } from '../lib/use-browser-name';

type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** One place the person is signed in: which browser, from where, since when; Sign out unless it is this one. */
export function SessionItem({ session }: { session: SessionInfo }) {
  const { t } = useTranslation('account');
  const f = useFormats();
  const browserName = useBrowserName();
  const signOut = useSignOutSession();
  const device = browserName(session.userAgent);

  const onSignOut = () =>
    sendAction(
      async () => {
        await signOut.mutateAsync(session.id);
        notify.success(t('sessions.signedOut'));
      },
      { title: t('sessions.signOutFailed'), fallback: t('sessions.signOutFailed') },
    );

  return (
    <li className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="flex items-start gap-3">
        <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy" />
        <div className="grid gap-1 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-navy">{device}</span>
            {session.current ? <Badge tone="info">{t('sessions.thisBrowser')}</Badge> : null}
          </p>
          <p className="text-muted-foreground">{t('sessions.ip', { ip: session.ip ?? t('unknownIp') })}</p>
          <p className="text-muted-foreground">
            {t('sessions.started', { date: f.dateTime(session.createdAt) })}
            {' · '}
            {t('sessions.lastActive', { date: f.dateTime(session.lastSeenAt) })}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={signOut.isPending}
          aria-label={t('sessions.signOutNamed', { device })}
          onClick={() => void onSignOut()}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
