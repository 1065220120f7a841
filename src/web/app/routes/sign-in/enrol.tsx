import type { TotpConfirmed } from '@shared/contracts/second-factors';
import { DASHBOARD_BY_ROLE } from '@shared/domain/roles';
import { FormError } from '@web/components/form-error';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { LogoutButton } from '@web/features/auth';
import { AddPasskeyButton } from '@web/features/passkeys';
import { RecoveryCodesList, TotpEnrolment } from '@web/features/second-factors';
import { loadTexts } from '@web/lib/i18n/texts';
import { useAppNavigate } from '@web/lib/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { AuthPage } from '../../layouts/auth-page';
import { type DashboardSession, requireSignInStep } from '../../session-guard';

loadTexts('secondFactors');

export const loader = () => requireSignInStep('enrolment');

/**
 * /sign-in/enrol (D27): staff (or clients, when the firm asks) without a second factor set one
 * up before anything else opens: scan, confirm with a first code, keep the recovery codes.
 */
export function Component() {
  const { t } = useTranslation('secondFactors');
  const [confirmed, setConfirmed] = useState<TotpConfirmed | null>(null);
  return (
    <AuthPage
      title={confirmed ? t('recoveryCodes.heading') : t('enrol.title')}
      description={confirmed ? t('enrol.done') : t('enrol.description')}
      note={t('enrol.note')}
    >
      {confirmed ? <StoreCodes confirmed={confirmed} /> : <TotpEnrolment onConfirmed={setConfirmed} />}
      {confirmed ? null : <PasskeyInstead />}
      {confirmed ? null : (
        <div className="justify-self-start">
          <LogoutButton />
        </div>
      )}
    </AuthPage>
  );
}

/** A passkey counts as the second factor too (D27): adding one completes the sign-in at once. */
function PasskeyInstead() {
  const { t } = useTranslation('secondFactors');
  const { user } = useLoaderData() as DashboardSession;
  const navigate = useAppNavigate();
  return (
    <section aria-labelledby="enrol-passkey" className="grid gap-2 border-t border-border pt-4">
      <h2 id="enrol-passkey" className="font-semibold text-navy">
        {t('enrol.passkeyHeading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('enrol.passkeyLead')}</p>
      <AddPasskeyButton
        onAdded={(added) => void navigate(added.redirectTo ?? DASHBOARD_BY_ROLE[user.role])}
      />
    </section>
  );
}

/** The codes, and Continue once the person says they have kept them. */
function StoreCodes({ confirmed }: { confirmed: TotpConfirmed }) {
  const { t } = useTranslation('secondFactors');
  const { user } = useLoaderData() as DashboardSession;
  const navigate = useAppNavigate();
  const [stored, setStored] = useState(false);
  const [error, setError] = useState(false);

  async function onContinue() {
    try {
      await navigate(confirmed.redirectTo ?? DASHBOARD_BY_ROLE[user.role]);
    } catch {
      setError(true);
    }
  }

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">{t('recoveryCodes.lead')}</p>
      <RecoveryCodesList codes={confirmed.recoveryCodes} />
      <div className="flex items-start gap-3">
        <Checkbox id="codes-stored" checked={stored} onCheckedChange={(value) => setStored(value === true)} />
        <label htmlFor="codes-stored" className="text-sm leading-snug">
          {t('recoveryCodes.stored')}
        </label>
      </div>
      <FormError>{error ? t('errors.failed') : null}</FormError>
      <Button type="button" size="lg" className="w-full" disabled={!stored} onClick={() => void onContinue()}>
        {t('recoveryCodes.continue')}
      </Button>
    </div>
  );
}
