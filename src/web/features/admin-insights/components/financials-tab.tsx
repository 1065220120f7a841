import { useTranslation } from 'react-i18next';

/** The firm's money by month, from the ledger (issue 7). Placeholder until this tab is built; replaced by its owner. */
export function FinancialsTab() {
  const { t } = useTranslation('admin');
  return <p className="text-sm text-muted-foreground">{t('building')}</p>;
}
