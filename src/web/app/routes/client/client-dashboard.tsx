import { SetPasswordDialog } from '@web/features/auth/components/set-password-dialog';
import { BuildingPanel } from '@web/features/workspace/components/building-panel';
import { clientReference } from '@web/features/workspace/identity';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { DashboardLayout } from '../../layouts/dashboard-layout';
import { type DashboardSession, requireRole } from '../../session-guard';

export const loader = () => requireRole('client');

export function Component() {
  const { user } = useLoaderData() as DashboardSession;
  const { t } = useTranslation('dashboard');
  return (
    <DashboardLayout
      user={user}
      workspace={t('workspace.client')}
      identifier={{ label: t('header.clientId'), value: clientReference(user.id) }}
    >
      <BuildingPanel description={t('building.client')} />
      <SetPasswordDialog hasPassword={user.hasPassword} />
    </DashboardLayout>
  );
}
