import { useTranslation } from 'react-i18next';

/** Every case of the firm, searchable, with a drill-down (issue 7). Placeholder until this tab is built; replaced by its owner. */
export function AdminCasesTab() {
  const { t } = useTranslation('admin');
  return <p className="text-sm text-muted-foreground">{t('building')}</p>;
}
