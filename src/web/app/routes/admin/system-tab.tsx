import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AuditLog } from '@web/features/audit';
import { DeskGrid } from '@web/features/desks';
import { OutboxList } from '@web/features/notifications';
// Deep, not through the feature's index: that index is the public pages' first load (D110).
import { PublicCheckCounts } from '@web/features/public-site/components/public-check-counts';
import { StatusCards } from '@web/features/system';
import { loadTexts } from '@web/lib/i18n/texts';
import { Building2, Mail, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

loadTexts('adminSystem');

const SECTIONS = ['desks', 'audit', 'outbox'] as const;
type Section = (typeof SECTIONS)[number];
const ICONS = { desks: Building2, audit: ScrollText, outbox: Mail } as const;

/**
 * The admin "system" tab (issue 7 item 6): the live status at the top, always in view, and the
 * public check's counts (issue 21); then desks, the audit log and the email outbox as inner tabs,
 * so a phone shows one list at a time. Each list is fetched only when its tab is open.
 */
export function SystemTab() {
  const { t } = useTranslation('adminSystem');
  const [section, setSection] = useState<Section>('desks');
  return (
    <div className="grid gap-6">
      <StatusCards />
      <PublicCheckCounts />
      <Tabs value={section} onValueChange={(value) => setSection(value as Section)}>
        <TabsList aria-label={t('sections.label')}>
          {SECTIONS.map((name) => {
            const Icon = ICONS[name];
            return (
              <TabsTrigger key={name} value={name}>
                <Icon aria-hidden="true" />
                {t(`sections.${name}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="desks">
          <DeskGrid />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLog />
        </TabsContent>
        <TabsContent value="outbox">
          <OutboxList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
