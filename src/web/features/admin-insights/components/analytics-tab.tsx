import { useTranslation } from 'react-i18next';

/** Firm-wide charts (issue 7). Placeholder until this tab is built; replaced by its owner. */
export function AnalyticsTab() {
  const { t } = useTranslation('admin');
  return <p className="text-sm text-muted-foreground">{t('building')}</p>;
}
