import {
  FirmDetails,
  hasPublishedProfile,
  LEGAL_PAGES,
  type LegalPage,
  LegalText,
  usePublicFirm,
} from '@web/features/public-site';
import { loadTexts } from '@web/lib/i18n/texts';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useRobotsNoindex } from '@web/lib/use-robots-noindex';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../layouts/public-layout';

loadTexts('legal');

/**
 * One legal page (spec §2: noindex, "last updated December 2024"). The texts are templates in
 * six languages (locales/<lng>/legal.json); the firm's name, address and registrations come
 * from firm settings, so no page states an identity the firm has not published.
 */
export function LegalPageView({ page }: { page: LegalPage }) {
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation();
  const { t: tp } = useTranslation('publicSite');
  const title = t(`${page}.title`);
  useDocumentTitle(title);
  useRobotsNoindex();
  const firm = usePublicFirm();
  const profile = firm.data?.profile;
  const values = {
    firmName: profile?.legalName || tc('appName'),
    contactEmail: profile?.email || tp('verify.contactFallback'),
  };

  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl">
        <h1 className="font-serif text-4xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('lastUpdated')}</p>
        <LegalText text={t(`${page}.intro`, values)} className="mt-6" />
        {page === 'legalNotice' && profile && hasPublishedProfile(profile) ? (
          <div className="mt-6">
            <FirmDetails profile={profile} />
          </div>
        ) : null}
        {LEGAL_PAGES[page].map((section) => (
          <section key={section} aria-labelledby={`section-${section}`} className="mt-10">
            <h2 id={`section-${section}`} className="text-xl font-semibold">
              {t(`${page}.sections.${section}.heading`, values)}
            </h2>
            <LegalText text={t(`${page}.sections.${section}.body`, values)} className="mt-3" />
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
