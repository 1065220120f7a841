import { Button } from '@web/components/ui/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEntryForm } from './code-entry-form';
import { CodeRequestForm } from './code-request-form';

type EmailCodeSignInProps = {
  /** The page's password form: shown until the person chooses a code, kept (with what they typed) meanwhile. */
  children: ReactNode;
  idPrefix: string;
  /** Spec §9: the client login waits 500 ms so the success toast can be read. */
  redirectDelayMs?: number;
};

/**
 * Issue 18 item 4: a client may sign in with a six-digit code sent by email instead of a
 * password. Asking for the code, then typing it, each keep what was typed when a request fails.
 */
export function EmailCodeSignIn({ children, idPrefix, redirectDelayMs = 0 }: EmailCodeSignInProps) {
  const { t } = useTranslation('signInCode');
  const [step, setStep] = useState<'password' | 'email' | 'code'>('password');
  const [email, setEmail] = useState('');

  const usePassword = (
    <Button
      type="button"
      variant="link"
      className="h-auto justify-self-start p-0"
      onClick={() => setStep('password')}
    >
      {t('usePassword')}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <div hidden={step !== 'password'} className="grid gap-6">
        {children}
        <Button type="button" variant="outline" size="lg" className="w-full" onClick={() => setStep('email')}>
          {t('open')}
        </Button>
      </div>
      {step === 'email' && (
        <CodeRequestForm
          idPrefix={idPrefix}
          email={email}
          onEmailChange={setEmail}
          onSent={() => setStep('code')}
          footer={usePassword}
        />
      )}
      {step === 'code' && (
        <CodeEntryForm
          idPrefix={idPrefix}
          email={email}
          redirectDelayMs={redirectDelayMs}
          onChangeEmail={() => setStep('email')}
          footer={usePassword}
        />
      )}
    </div>
  );
}
