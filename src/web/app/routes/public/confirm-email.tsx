import {
  CONFIRM_LINK_KINDS,
  type ConfirmEmailResponse,
  confirmEmailResponseSchema,
} from '@shared/contracts/auth-email-confirmation';
import { Button } from '@web/components/ui/button';
import { ApiError, apiRequest } from '@web/lib/api-client';
import { loadTexts } from '@web/lib/i18n/texts';
import { AppLink } from '@web/lib/navigation';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../layouts/public-layout';
import { LinkInvalid } from './link-invalid';

loadTexts('auth');

type State =
  | { step: 'ready' | 'busy' | 'invalid' | 'failed' }
  | { step: 'done'; outcome: ConfirmEmailResponse['outcome'] };

/**
 * /confirm-email?token=…&kind=email|attach (D28): the link from a confirmation email. The person
 * presses the button (a mail scanner opening the link confirms nothing); the page then says what
 * happened. `kind` only chooses the wording; the token decides what the server does.
 */
export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('confirmEmail.pageTitle'));
  const params = new URLSearchParams(window.location.search);
  const token = params.get('token') ?? '';
  const kind = CONFIRM_LINK_KINDS.find((k) => k === params.get('kind')) ?? 'email';
  const [state, setState] = useState<State>({ step: token.length < 16 ? 'invalid' : 'ready' });

  async function onConfirm() {
    setState({ step: 'busy' });
    try {
      const answer = confirmEmailResponseSchema.parse(
        await apiRequest<unknown>('/api/confirm-email', { method: 'POST', body: { token } }),
      );
      setState({ step: 'done', outcome: answer.outcome });
    } catch (error) {
      setState({ step: error instanceof ApiError && error.code === 'invalid_token' ? 'invalid' : 'failed' });
    }
  }

  return (
    <PublicLayout>
      <article className="mx-auto grid max-w-md gap-6">
        <h1 className="font-serif text-3xl font-semibold tracking-tight">{t('confirmEmail.pageTitle')}</h1>
        {state.step === 'done' ? (
          <div role="status" className="grid gap-4">
            <p className="flex items-start gap-2 font-medium text-navy">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              {t(state.outcome === 'attached' ? 'confirmEmail.attached' : 'confirmEmail.confirmed')}
            </p>
            <AppLink to="/client-login" className="font-medium text-primary underline underline-offset-4">
              {t('confirmEmail.toPortal')}
            </AppLink>
          </div>
        ) : state.step === 'invalid' ? (
          <LinkInvalid
            message={t('confirmEmail.linkInvalid')}
            to="/client-login"
            action={t('confirmEmail.toPortal')}
          />
        ) : (
          <>
            <p className="text-muted-foreground">{t(`confirmEmail.lead.${kind}`)}</p>
            {state.step === 'failed' ? <p role="alert">{t('confirmEmail.failed')}</p> : null}
            <Button disabled={state.step === 'busy'} onClick={() => void onConfirm()}>
              {t(`confirmEmail.button.${kind}`)}
            </Button>
          </>
        )}
      </article>
    </PublicLayout>
  );
}
