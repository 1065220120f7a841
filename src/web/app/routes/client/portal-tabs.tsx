import { useTabParam, WorkspaceTabs } from '@web/components/workspace-tabs';
import { loadTexts } from '@web/lib/i18n/texts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

loadTexts('portal');

export const PORTAL_TABS = ['overview', 'recovery', 'evidence', 'team', 'payments', 'messages'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];

export const usePortalTab = () => useTabParam(PORTAL_TABS, 'overview');

/** The six tabs of the spec's client dashboard. */
export function PortalTabs(props: {
  tab: PortalTab;
  onTabChange: (tab: PortalTab) => void;
  panels: Record<PortalTab, () => ReactNode>;
}) {
  const { t } = useTranslation('portal');
  return (
    <WorkspaceTabs
      tabs={PORTAL_TABS}
      labelOf={(name) => t(`tabs.${name}`)}
      menuLabel={t('tabs.menuLabel')}
      {...props}
    />
  );
}
