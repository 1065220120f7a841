import { BuildingPanel } from '@web/features/workspace/components/building-panel';
import { barId } from '@web/features/workspace/identity';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { DashboardLayout } from '../../layouts/dashboard-layout';
import { type DashboardSession, requireRole } from '../../session-guard';

export const loader = () => requireRole('lawyer');

export function Component() {
  const { user } = useLoaderData() as DashboardSession;
  const { t } = useTranslation('dashboard');
  return (
    <DashboardLayout
      user={user}
      workspace={t('workspace.lawyer')}
      identifier={{ label: t('header.barId'), value: barId(user.id) }}
    >
      <BuildingPanel description={t('building.lawyer')} />
    </DashboardLayout>
  );
}
