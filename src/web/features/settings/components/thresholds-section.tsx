import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { useTranslation } from 'react-i18next';
import { thresholdsFromForm, thresholdsToForm } from '../lib/form-values';
import { NumberSettingsSection } from './number-settings-section';
import type { SectionProps } from './section-props';

const thresholdsSchema = firmSettingsSchema.pick({ publicStatsMinCases: true, publicStatsMinRatings: true });

/** D5: a public figure stays hidden until this many records back it. */
export function ThresholdsSection(props: SectionProps) {
  const { t } = useTranslation('settings');
  return (
    <NumberSettingsSection
      {...props}
      id="settings-thresholds"
      title={t('thresholds.title')}
      description={t('thresholds.description')}
      schema={thresholdsSchema}
      toForm={thresholdsToForm}
      fromForm={thresholdsFromForm}
      fields={[
        {
          name: 'publicStatsMinCases',
          id: 'threshold-cases',
          label: t('thresholds.minCases'),
          hint: t('thresholds.minCasesHint'),
        },
        {
          name: 'publicStatsMinRatings',
          id: 'threshold-ratings',
          label: t('thresholds.minRatings'),
          hint: t('thresholds.minRatingsHint'),
        },
      ]}
    />
  );
}
