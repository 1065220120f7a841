import { useTranslation } from 'react-i18next';

/** Desks, live status, audit log and email outbox (issue 7). Placeholder until this tab is built; replaced by its owner. */
export function SystemTab() {
  const { t } = useTranslation('admin');
  return <p className="text-sm text-muted-foreground">{t('building')}</p>;
}
