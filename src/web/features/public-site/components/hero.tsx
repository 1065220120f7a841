import { buttonClass } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ArrowDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AssessmentForm } from './assessment-form';
import { LiveFigures } from './live-figures';

/** The first screen: who we are, what it costs (nothing upfront), and the free case assessment beside it. */
export function Hero() {
  const { t } = useTranslation('publicSite');
  return (
    <section aria-labelledby="hero-title" className="bg-accent/50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="mt-3 font-serif text-4xl font-semibold tracking-tight sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-foreground/85">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#assessment" className={buttonClass({ size: 'lg', className: 'lg:hidden' })}>
              {t('hero.cta')}
              <ArrowDown aria-hidden="true" />
            </a>
            <a href="#process" className={buttonClass({ size: 'lg', variant: 'outline' })}>
              {t('hero.secondary')}
            </a>
          </div>
          <LiveFigures variant="panel" />
        </div>
        <Card id="assessment" className="scroll-mt-4">
          <CardHeader>
            <CardTitle>
              <h2 id="assessment-title" className="font-serif text-2xl font-semibold">
                {t('form.title')}
              </h2>
            </CardTitle>
            <CardDescription>{t('form.lead')}</CardDescription>
          </CardHeader>
          <CardContent>
            <AssessmentForm />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
