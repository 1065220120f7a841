import { DASHBOARD_BY_ROLE } from '@shared/domain/roles';
import { LoginForm } from '@web/features/auth';
import { PasskeySignInButton } from '@web/features/passkeys';
import { loadTexts } from '@web/lib/i18n/texts';
import { useTranslation } from 'react-i18next';
import { AuthPage } from '../../layouts/auth-page';

loadTexts('auth');

/**
 * The admin sign-in form. Used at /admin-login and, in place, at /admin and /admin-dashboard
 * when nobody is signed in (spec §2).
 */
export function AdminLoginView() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('admin.title')} description={t('admin.description')} note={t('admin.note')}>
      <LoginForm
        endpoint="/api/admin/login"
        fallbackKey="toast.adminFallback"
        destination={() => DASHBOARD_BY_ROLE.admin}
        audience="admin"
        idPrefix="admin-login"
      />
      <PasskeySignInButton />
    </AuthPage>
  );
}
