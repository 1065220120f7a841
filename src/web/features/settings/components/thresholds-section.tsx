import { firmSettingsSchema } from '@shared/domain/firm-settings';
import { thresholdsFromForm, thresholdsToForm } from '../lib/form-values';
import { NumberSettingsSection } from './number-settings-section';
import type { SectionProps } from './section-props';

const thresholdsSchema = firmSettingsSchema.pick({ publicStatsMinCases: true, publicStatsMinRatings: true });

/** D5: a public figure stays hidden until this many records back it. */
export function ThresholdsSection(props: SectionProps) {
  return (
    <NumberSettingsSection
      {...props}
      id="settings-thresholds"
      texts="thresholds"
      schema={thresholdsSchema}
      toForm={thresholdsToForm}
      fromForm={thresholdsFromForm}
      fields={[
        { name: 'publicStatsMinCases', id: 'threshold-cases', text: 'minCases' },
        { name: 'publicStatsMinRatings', id: 'threshold-ratings', text: 'minRatings' },
      ]}
    />
  );
}
