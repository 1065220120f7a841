import { BuildingPanel } from '@web/features/workspace/components/building-panel';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { DashboardLayout } from '../../layouts/dashboard-layout';
import { type DashboardSession, requireRole } from '../../session-guard';

export const loader = () => requireRole('manager');

export function Component() {
  const { user } = useLoaderData() as DashboardSession;
  const { t } = useTranslation('dashboard');
  return (
    <DashboardLayout user={user} workspace={t('workspace.manager')}>
      <BuildingPanel description={t('building.manager')} />
    </DashboardLayout>
  );
}
