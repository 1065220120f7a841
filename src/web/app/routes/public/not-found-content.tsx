import { buttonClass } from '@web/components/ui/button';
import { AppLink } from '@web/lib/navigation';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useTranslation } from 'react-i18next';

/** Spec §2: the exact title and hint of the not-found page (translated in other languages). */
export function NotFoundContent() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-10 text-center sm:py-16">
      <h1 id="not-found-title" className="text-3xl font-semibold tracking-tight">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-muted-foreground">{t('notFound.hint')}</p>
      <AppLink to="/" className={buttonClass({ className: 'mt-8' })}>
        {t('notFound.home')}
      </AppLink>
    </section>
  );
}
