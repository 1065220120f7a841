import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * What the software itself guarantees (D5), so it stays as text: no figure here needs a record
 * behind it. Live figures appear in the hero once enough cases back them.
 */
const COMMITMENTS = [
  'trust.freeAssessment',
  'trust.noUpfront',
  'trust.noWinNoFee',
  'trust.international',
] as const;

export function TrustBar() {
  const { t } = useTranslation('publicSite');
  return (
    <div className="bg-navy text-white">
      <ul
        aria-label={t('trust.label')}
        className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-3 text-sm sm:px-6"
      >
        {COMMITMENTS.map((key) => (
          <li key={key} className="inline-flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 text-teal-300" />
            {t(key)}
          </li>
        ))}
      </ul>
    </div>
  );
}
