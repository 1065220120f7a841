import { useTranslation } from 'react-i18next';

/** The admin overview: figures, system health, pending withdrawals, activity (issue 7). Placeholder until this tab is built; replaced by its owner. */
type OverviewTabProps = {
  /** Opens another tab of the console (e.g. "see all" links). */
  onOpenTab: (tab: 'users' | 'cases' | 'financials' | 'system' | 'analytics') => void;
};

export function OverviewTab(_props: OverviewTabProps) {
  const { t } = useTranslation('admin');
  return <p className="text-sm text-muted-foreground">{t('building')}</p>;
}
