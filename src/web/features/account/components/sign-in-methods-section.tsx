import type { FactorStatus } from '@shared/contracts/second-factors-account';
import { TitledCard } from '@web/components/titled-card';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccountPasskeys } from './added-factors';
import { AuthenticatorAppRow } from './authenticator-app-row';

/**
 * Sign-in methods: the authenticator app and the passkeys, with the firm's rule when one is
 * required. The passkeys list below says itself whether there are any (no second count here).
 */
export function SignInMethodsSection({ factors }: { factors: FactorStatus }) {
  const { t } = useTranslation('account');
  return (
    <TitledCard
      heading={<h2 id="account-methods">{t('methods.heading')}</h2>}
      description={t('methods.description')}
      contentClassName="grid gap-4"
    >
      {factors.required ? (
        <p className="rounded-md bg-muted p-3 text-sm text-navy">{t('methods.required')}</p>
      ) : null}
      <AuthenticatorAppRow factors={factors} />
      <section aria-labelledby="account-passkeys" className="grid gap-2 rounded-lg border border-border p-4">
        <div className="flex items-start gap-3">
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy" />
          <div className="grid gap-1">
            <h3 id="account-passkeys" className="font-semibold text-navy">
              {t('passkeys.heading')}
            </h3>
            <p className="text-sm text-muted-foreground">{t('passkeys.description')}</p>
          </div>
        </div>
        <AccountPasskeys />
      </section>
    </TitledCard>
  );
}
