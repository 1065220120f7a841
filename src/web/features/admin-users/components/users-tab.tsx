import { useTranslation } from 'react-i18next';

/** The admin's people table and its actions (issue 7). Placeholder until this tab is built; replaced by its owner. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  return <p className="text-sm text-muted-foreground">{t('building')}</p>;
}
