import { AppLink } from '@web/lib/navigation';
import { useTranslation } from 'react-i18next';
import { usePublicFirm } from '../api/public-data';

/** D10: the canonical short routes; the long ones of the original site redirect here. */
const LEGAL_LINKS = [
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/legal-notice', key: 'footer.legalNotice' },
  { to: '/cookies', key: 'footer.cookies' },
  { to: '/verify', key: 'footer.verify' },
  { to: '/check', key: 'footer.check' },
] as const;

/** The footer of every public page: the disclaimers a law firm owes its readers, and the legal links. */
export function SiteFooter() {
  const { t } = useTranslation('publicSite');
  const { t: tc } = useTranslation();
  const firm = usePublicFirm();
  const firmName = firm.data?.profile.legalName || tc('appName');

  return (
    <footer className="border-t border-border bg-muted text-sm text-muted-foreground">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr]">
        <div className="grid gap-3">
          <p>{t('footer.disclaimerOutcome')}</p>
          <p>{t('footer.disclaimerFee')}</p>
          <p>{t('footer.disclaimerAdvice')}</p>
        </div>
        <nav aria-label={t('footer.legalLinks')}>
          <ul className="grid gap-1">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <AppLink
                  to={link.to}
                  className="inline-block rounded-sm py-1.5 text-foreground underline-offset-4 hover:underline"
                >
                  {t(link.key)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="md:col-span-2">{t('footer.copyright', { year: new Date().getFullYear(), firmName })}</p>
      </div>
    </footer>
  );
}
