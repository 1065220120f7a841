import { useTranslation } from 'react-i18next';

/** Shown while a page's code or session check loads; quiet on purpose, usually only for a moment. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center p-6" role="status" aria-live="polite">
      <span className="text-sm text-muted-foreground">{t('loading')}</span>
    </div>
  );
}
