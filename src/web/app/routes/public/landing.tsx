import { Button } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '../../layouts/public-layout';

/**
 * A deliberately plain landing page until the public-site issue brings the free case assessment:
 * who we are, in one sentence, with no figures or promises (D5).
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('appName'));
  return (
    <PublicLayout>
      <section aria-labelledby="landing-title" className="max-w-2xl py-4 sm:py-10">
        <h1 id="landing-title" className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">
          {t('appName')}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-foreground/85 sm:text-xl">{t('landing.intro')}</p>
        <div className="mt-10 flex flex-wrap items-center gap-3">
          <Button asChild size="lg">
            <Link to="/client-login">
              {t('landing.clientCta')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}
