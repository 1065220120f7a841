import { NativeSelect } from '@web/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const PORTAL_TABS = ['overview', 'recovery', 'evidence', 'team', 'payments', 'messages'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];

export function isPortalTab(value: string | null): value is PortalTab {
  return (PORTAL_TABS as readonly (string | null)[]).includes(value);
}

type PortalTabsProps = {
  tab: PortalTab;
  onTabChange: (tab: PortalTab) => void;
  /** Only the open tab is rendered, so only its data is fetched. */
  panels: Record<PortalTab, () => ReactNode>;
};

/**
 * The six tabs of the spec. Under 640 px six tabs do not fit a phone's width, so the same choice
 * is a menu (the system picker), as issue 5 asks; the panels are the same either way.
 */
export function PortalTabs({ tab, onTabChange, panels }: PortalTabsProps) {
  const { t } = useTranslation('portal');
  return (
    <Tabs value={tab} onValueChange={(value) => isPortalTab(value) && onTabChange(value)}>
      <div className="sm:hidden">
        <label htmlFor="portal-section" className="mb-2 block text-sm font-medium text-navy">
          {t('tabs.menuLabel')}
        </label>
        <NativeSelect
          id="portal-section"
          value={tab}
          onChange={(event) => isPortalTab(event.target.value) && onTabChange(event.target.value)}
        >
          {PORTAL_TABS.map((name) => (
            <option key={name} value={name}>
              {t(`tabs.${name}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <TabsList className="hidden sm:inline-flex" aria-label={t('tabs.menuLabel')}>
        {PORTAL_TABS.map((name) => (
          <TabsTrigger key={name} value={name}>
            {t(`tabs.${name}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {PORTAL_TABS.map((name) => (
        <TabsContent key={name} value={name} tabIndex={-1} className="focus-visible:outline-none">
          {name === tab ? panels[name]() : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
