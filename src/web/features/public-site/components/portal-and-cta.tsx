import { buttonClass } from '@web/components/ui/button';
import { AppLink } from '@web/lib/navigation';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from './section';

const PORTAL_POINTS = ['portal.progress', 'portal.evidence', 'portal.funds'] as const;

/** What a client finds in the portal, in the words of the records it shows. */
export function PortalSection() {
  const { t } = useTranslation('publicSite');
  return (
    <Section id="portal" title={t('portal.title')} lead={t('portal.lead')}>
      <ul className="grid gap-3">
        {PORTAL_POINTS.map((key) => (
          <li key={key} className="flex items-start gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {t(key)}
          </li>
        ))}
      </ul>
      <AppLink
        to="/client-login"
        className={buttonClass({ variant: 'outline', size: 'lg', className: 'mt-8' })}
      >
        {t('portal.signIn')}
      </AppLink>
    </Section>
  );
}

export function CallToAction() {
  const { t } = useTranslation('publicSite');
  return (
    <section aria-labelledby="cta-title" className="bg-navy text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-title" className="font-serif text-3xl font-semibold text-white">
            {t('cta.title')}
          </h2>
          <p className="mt-2 text-white/85">{t('cta.body')}</p>
        </div>
        <a href="#assessment" className={buttonClass({ size: 'lg', variant: 'inverse' })}>
          {t('cta.button')}
        </a>
      </div>
    </section>
  );
}
