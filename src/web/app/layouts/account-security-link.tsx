import { buttonClass } from '@web/components/ui/button';
import { loadTexts } from '@web/lib/i18n/texts';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

loadTexts('dashboard');

export const ACCOUNT_PAGE = '/account';

/**
 * "Account security" in every dashboard's header (issue 18 item 7). On a phone only its shield
 * shows, so the header's controls keep to one line; the name stays for screen readers.
 */
export function AccountSecurityLink() {
  const { t } = useTranslation('dashboard');
  const here = useLocation().pathname === ACCOUNT_PAGE;
  return (
    <Link
      to={ACCOUNT_PAGE}
      aria-current={here ? 'page' : undefined}
      title={t('header.accountSecurity')}
      className={buttonClass({ variant: 'outline', size: 'sm' })}
    >
      <ShieldCheck aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('header.accountSecurity')}</span>
    </Link>
  );
}
