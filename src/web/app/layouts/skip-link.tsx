import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump past the header straight to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50"
    >
      {t('skipToContent')}
    </a>
  );
}
