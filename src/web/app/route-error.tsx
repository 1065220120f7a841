import { Button, buttonClass } from '@web/components/ui/button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundContent } from './routes/public/not-found-content';

/**
 * Any failure while loading a page: a 404 stays a 404; anything else (server down, a page's code
 * missing after a new release) offers a full reload, which fetches fresh code and data.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicLayout>
        <NotFoundContent />
      </PublicLayout>
    );
  }

  return (
    <PublicLayout>
      <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="route-error-title">
        <h1 id="route-error-title" className="text-2xl font-semibold">
          {t('error.title')}
        </h1>
        <p className="mt-3 text-muted-foreground">{t('error.body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t('error.retry')}</Button>
          <a href="/" className={buttonClass({ variant: 'outline' })}>
            {t('error.home')}
          </a>
        </div>
      </section>
    </PublicLayout>
  );
}
