import { LoadFailed } from '@web/components/load-failed';
import { SectionHeading } from '@web/components/section-heading';
import { Skeleton } from '@web/components/ui/skeleton';
import { AdversePartiesSection } from '@web/features/conflicts';
import { useTranslation } from 'react-i18next';
import { useSettingChanges } from '../api/get-setting-changes';
import { useSettings } from '../api/get-settings';
import { useSettingsLive } from '../api/use-settings-live';
import { ClientSecuritySection } from './client-security-section';
import { DeadlineRulesSection } from './deadline-rules-section';
import { DormantBalancesSection } from './dormant-balances-section';
import { FirmIdentitySection } from './firm-identity-section';
import { LandingContentSection } from './landing-content-section';
import { PayoutSecondPersonSection } from './payout-second-person-section';
import { StepEstimatesSection } from './step-estimates-section';
import { TargetsSection } from './targets-section';
import { ThresholdsSection } from './thresholds-section';
import { UploadQuotaSection } from './upload-quota-section';

/**
 * The firm settings (issue 7 item 8): one card per group, each with its own Save, so a change to
 * one never resends another. Every save is audited on the server with before and after.
 */
export function SettingsTab() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const changes = useSettingChanges();
  useSettingsLive();

  return (
    <section aria-labelledby="admin-settings-heading" className="grid gap-6">
      <SectionHeading id="admin-settings-heading" title={t('heading')} intro={t('intro')} />
      {settings.isError ? (
        <LoadFailed error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <div className="grid gap-6" aria-busy="true">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : (
        <>
          <FirmIdentitySection settings={settings.data} changes={changes.data} />
          <StepEstimatesSection settings={settings.data} changes={changes.data} />
          <TargetsSection settings={settings.data} changes={changes.data} />
          <ThresholdsSection settings={settings.data} changes={changes.data} />
          <UploadQuotaSection settings={settings.data} changes={changes.data} />
          <PayoutSecondPersonSection settings={settings.data} changes={changes.data} />
          <DormantBalancesSection settings={settings.data} changes={changes.data} />
          <DeadlineRulesSection settings={settings.data} changes={changes.data} />
          <ClientSecuritySection settings={settings.data} changes={changes.data} />
          <LandingContentSection changes={changes.data} />
          <AdversePartiesSection />
        </>
      )}
    </section>
  );
}
