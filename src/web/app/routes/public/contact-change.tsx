import { type ContactChangeOutcome, contactChangeOutcomeSchema } from '@shared/contracts/contact-changes';
import { Button } from '@web/components/ui/button';
import { ApiError, apiRequest, isUnauthenticated } from '@web/lib/api-client';
import { loadTexts } from '@web/lib/i18n/texts';
import { AppLink } from '@web/lib/navigation';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../layouts/public-layout';

loadTexts('auth');

type Action = 'confirm' | 'cancel';
type State =
  | { step: 'ready' | 'busy' | 'signIn' | 'failed' }
  | { step: 'refused'; message: string }
  | { step: 'done'; outcome: ContactChangeOutcome };

const ENDPOINT: Record<Action, string> = {
  // D34: confirming also needs the client's own session; the link alone may be in a staff member's hands.
  confirm: '/api/client/contact-change/confirm',
  cancel: '/api/contact-change/cancel',
};

/**
 * /contact-change/confirm and /contact-change/cancel (D34): the two links of a change to a
 * client's email or phone that the firm proposed. Like /confirm-email, nothing happens until the
 * person presses the button (a mail scanner opening the link changes nothing). A refusal shows
 * the server's own message: it says whether the link expired, was used, or was withdrawn.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const action: Action = window.location.pathname.endsWith('/cancel') ? 'cancel' : 'confirm';
  useDocumentTitle(t(`contactChange.${action}.pageTitle`));
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [state, setState] = useState<State>(
    token.length < 16 ? { step: 'refused', message: t('contactChange.linkIncomplete') } : { step: 'ready' },
  );

  async function onSubmit() {
    setState({ step: 'busy' });
    try {
      const outcome = contactChangeOutcomeSchema.parse(
        await apiRequest<unknown>(ENDPOINT[action], { method: 'POST', body: { token } }),
      );
      setState({ step: 'done', outcome });
    } catch (error) {
      if (isUnauthenticated(error)) setState({ step: 'signIn' });
      else if (error instanceof ApiError && error.status < 500 && error.message)
        setState({ step: 'refused', message: error.message });
      else setState({ step: 'failed' });
    }
  }

  const portalLink = (
    <AppLink to="/client-login" className="font-medium text-primary underline underline-offset-4">
      {t('contactChange.toPortal')}
    </AppLink>
  );
  return (
    <PublicLayout>
      <article className="mx-auto grid max-w-md gap-6">
        <h1 className="font-serif text-3xl font-semibold tracking-tight">
          {t(`contactChange.${action}.pageTitle`)}
        </h1>
        {state.step === 'done' ? (
          <div role="status" className="grid gap-4">
            <p className="flex items-start gap-2 font-medium text-navy">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              {t(`contactChange.${action}.done.${state.outcome.field}`)}
            </p>
            {action === 'cancel' ? <p>{t('contactChange.cancel.next')}</p> : null}
            {portalLink}
          </div>
        ) : state.step === 'refused' ? (
          <div role="alert" className="grid gap-4">
            <p>{state.message}</p>
            {portalLink}
          </div>
        ) : state.step === 'signIn' ? (
          <div role="alert" className="grid gap-4">
            <p>{t('contactChange.confirm.signInFirst')}</p>
            {portalLink}
          </div>
        ) : (
          <>
            <p className="text-muted-foreground">{t(`contactChange.${action}.lead`)}</p>
            {state.step === 'failed' ? <p role="alert">{t('contactChange.failed')}</p> : null}
            <Button disabled={state.step === 'busy'} onClick={() => void onSubmit()}>
              {t(`contactChange.${action}.button`)}
            </Button>
          </>
        )}
      </article>
    </PublicLayout>
  );
}
