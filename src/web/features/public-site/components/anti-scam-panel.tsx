import { cn } from '@web/lib/cn';
import { AppLink } from '@web/lib/navigation';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const WARNINGS = ['scam.fees', 'scam.access', 'scam.channels', 'scam.police'] as const;

const linkClass = 'inline-block rounded-sm font-medium text-navy underline underline-offset-4';

/**
 * Always shown (issue 4 item 4): the most common second fraud against our readers is a fake
 * recovery service, and these are the signs that tell it apart from us. On the landing page it
 * is a band of its own and leads to the public check; on the check's page it stands beside it
 * (`aside`), one warning under the other.
 */
export function AntiScamPanel({ placement = 'band' }: { placement?: 'band' | 'aside' }) {
  const { t } = useTranslation('publicSite');
  const isBand = placement === 'band';
  return (
    <section
      aria-labelledby="scam-title"
      className={isBand ? 'mx-auto max-w-6xl px-4 py-12 sm:px-6' : undefined}
    >
      <div
        className={cn(
          'rounded-lg border-2 border-amber-300 bg-amber-50',
          isBand ? 'p-6 sm:p-8' : 'p-5 sm:p-6',
        )}
      >
        <h2 id="scam-title" className="flex items-center gap-3 font-serif text-2xl font-semibold">
          <ShieldAlert aria-hidden="true" className="size-7 shrink-0 text-amber-700" />
          {t('scam.title')}
        </h2>
        <p className="mt-3 max-w-3xl">{t('scam.lead')}</p>
        <ul className={cn('mt-5 grid gap-3', isBand && 'md:grid-cols-2')}>
          {WARNINGS.map((key) => (
            <li key={key} className="rounded-md bg-white/70 p-4 text-sm leading-relaxed">
              {t(key)}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2">
          {isBand ? (
            <AppLink to="/check" className={linkClass}>
              {t('scam.check')}
            </AppLink>
          ) : null}
          <AppLink to="/verify" className={linkClass}>
            {t('scam.verify')}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
