import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, type LoginResponse, loginRequestSchema } from '@shared/contracts/auth';
import { InputField } from '@web/components/text-fields';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { AppLink } from '@web/lib/navigation';
import { notify } from '@web/lib/notify';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type LoginEndpoint, useLogin } from '../api/login';
import { forgotPasswordPath, type SignInAudience } from '../lib/sign-in-pages';
import { loginErrorMessage } from '../login-error-message';

type LoginFormProps = {
  endpoint: LoginEndpoint;
  /** Key of the toast text used when the server gives no message (differs per page, spec §8). */
  fallbackKey: string;
  /** Where to go once signed in completely; defaults to (and a partial sign-in always takes) the server's redirectTo. */
  destination?: (response: LoginResponse) => string;
  /** Spec §9: the client login waits 500 ms so the success toast can be read. */
  redirectDelayMs?: number;
  idPrefix: string;
  usernameHint?: string;
  /** Which sign-in page this is: "Forgot your password?" leads back to it (issue 17). */
  audience: SignInAudience;
};

export function LoginForm({
  endpoint,
  fallbackKey,
  destination,
  redirectDelayMs = 0,
  idPrefix,
  usernameHint,
  audience,
}: LoginFormProps) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const loginMutation = useLogin(endpoint);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: LoginRequest) {
    try {
      const response = await loginMutation.mutateAsync(values);
      setIsRedirecting(true);
      // D27: a password alone may only open the next step (second factor, enrolment): no welcome yet.
      const complete = response.stage === 'complete';
      if (complete) {
        notify.success(t('toast.successTitle'), {
          description: t('toast.welcome', { firstName: response.user.firstName }),
        });
      }
      const target = destination && complete ? destination(response) : response.redirectTo;
      if (redirectDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, redirectDelayMs));
      await navigate(target);
    } catch (error) {
      setIsRedirecting(false);
      // What the person typed stays in the form; only server-side field errors are added.
      for (const [field, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        if (field === 'username' || field === 'password') form.setError(field, { type: 'server', message });
      }
      notify.error(t('toast.failedTitle'), {
        description: loginErrorMessage(
          error,
          i18n.resolvedLanguage ?? i18n.language,
          t,
          `auth:${fallbackKey}`,
        ),
      });
    }
  }

  function fieldError(name: keyof LoginRequest, error: FieldError | undefined): string | undefined {
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    if (error.type === 'too_big') return t('validation.tooLong');
    return t(name === 'username' ? 'validation.usernameRequired' : 'validation.passwordRequired');
  }

  const isBusy = isSubmitting || loginMutation.isPending || isRedirecting;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <InputField
        id={`${idPrefix}-username`}
        label={t('fields.username')}
        hint={usernameHint}
        error={fieldError('username', errors.username)}
        {...form.register('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <InputField
        id={`${idPrefix}-password`}
        label={t('fields.password')}
        error={fieldError('password', errors.password)}
        {...form.register('password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" size="lg" className="w-full" busy={isBusy}>
        {isBusy ? t('submitting') : t('submit')}
      </Button>
      <AppLink
        to={forgotPasswordPath(audience)}
        className="justify-self-start text-sm font-medium text-primary underline underline-offset-4"
      >
        {t('forgotPassword.link')}
      </AppLink>
    </form>
  );
}
