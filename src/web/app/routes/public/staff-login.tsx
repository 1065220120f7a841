import { LoginForm } from '@web/features/auth';
import { PasskeySignInButton } from '@web/features/passkeys';
import { loadTexts } from '@web/lib/i18n/texts';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '../../layouts/auth-page';

loadTexts('auth');

/** /login: lawyers and managers (spec §2 "Staff: username, password, and a note to contact the administrator"). */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('staff.title')} description={t('staff.description')} note={t('staff.note')}>
      <LoginForm
        endpoint="/api/auth/login"
        fallbackKey="toast.staffFallback"
        audience="staff"
        idPrefix="staff-login"
      />
      <PasskeySignInButton />
    </AuthPage>
  );
}
