import { useTranslation } from 'react-i18next';

/** The firm settings, each change audited (issue 7). Placeholder until this tab is built; replaced by its owner. */
export function SettingsTab() {
  const { t } = useTranslation('admin');
  return <p className="text-sm text-muted-foreground">{t('building')}</p>;
}
