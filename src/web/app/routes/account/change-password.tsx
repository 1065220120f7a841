import { DASHBOARD_BY_ROLE } from '@shared/domain/roles';
import { useQueryClient } from '@tanstack/react-query';
import { authKeys, LogoutButton, NewPasswordForm } from '@web/features/auth';
import { apiRequest } from '@web/lib/api-client';
import { loadTexts } from '@web/lib/i18n/texts';
import { useAppNavigate } from '@web/lib/navigation';
import { notify } from '@web/lib/notify';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { PublicLayout } from '../../layouts/public-layout';
import { type DashboardSession, requireSignedIn } from '../../session-guard';

loadTexts('auth');

export const loader = () => requireSignedIn();

/**
 * /change-password (D31): where a person whose password an administrator set must choose their
 * own before anything else opens (the server answers 403 password_change_required until then).
 */
export function Component() {
  const { user } = useLoaderData() as DashboardSession;
  const { t } = useTranslation('auth');
  useDocumentTitle(t('changePassword.pageTitle'));
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();

  async function save(newPassword: string, currentPassword = '') {
    await apiRequest('/api/auth/change-password', { method: 'POST', body: { currentPassword, newPassword } });
    await queryClient.invalidateQueries({ queryKey: authKeys.me() });
    notify.success(t('changePassword.savedTitle'), { description: t('changePassword.savedBody') });
    await navigate(DASHBOARD_BY_ROLE[user.role]);
  }

  return (
    <PublicLayout>
      <article className="mx-auto grid max-w-md gap-6">
        <h1 className="font-serif text-3xl font-semibold tracking-tight">{t('changePassword.pageTitle')}</h1>
        <p className="text-muted-foreground">
          {user.mustChangePassword ? t('changePassword.requiredLead') : t('changePassword.lead')}
        </p>
        <NewPasswordForm idPrefix="change" save={save} askCurrent secondaryAction={<LogoutButton />} />
      </article>
    </PublicLayout>
  );
}
