import type { CurrentUser } from '@web/features/auth/api/get-me';
import { BuildingPanel } from '@web/features/workspace/components/building-panel';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { DashboardLayout } from '../../layouts/dashboard-layout';
import { optionalRole } from '../../session-guard';
import { AdminLoginView } from '../public/admin-login-view';

/** Spec §2: without an admin session, /admin and /admin-dashboard show the admin login in place. */
export const loader = () => optionalRole('admin');

export function Component() {
  const { user } = useLoaderData() as { user: CurrentUser | null };
  if (!user) return <AdminLoginView />;
  return <AdminDashboard user={user} />;
}

function AdminDashboard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardLayout user={user} workspace={t('workspace.admin')}>
      <BuildingPanel description={t('building.admin')} />
    </DashboardLayout>
  );
}
