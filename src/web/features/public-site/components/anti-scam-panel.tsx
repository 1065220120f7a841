import { AppLink } from '@web/lib/navigation';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const WARNINGS = ['scam.fees', 'scam.access', 'scam.channels', 'scam.police'] as const;

/**
 * Always shown (issue 4 item 4): the most common second fraud against our readers is a fake
 * recovery service, and these are the signs that tell it apart from us.
 */
export function AntiScamPanel() {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="scam-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="rounded-lg border-2 border-amber-300 bg-amber-50 p-6 sm:p-8">
        <h2 id="scam-title" className="flex items-center gap-3 font-serif text-2xl font-semibold">
          <ShieldAlert aria-hidden="true" className="size-7 shrink-0 text-amber-700" />
          {t('scam.title')}
        </h2>
        <p className="mt-3 max-w-3xl">{t('scam.lead')}</p>
        <ul className="mt-5 grid gap-3 md:grid-cols-2">
          {WARNINGS.map((key) => (
            <li key={key} className="rounded-md bg-white/70 p-4 text-sm leading-relaxed">
              {t(key)}
            </li>
          ))}
        </ul>
        <AppLink
          to="/verify"
          className="mt-5 inline-block rounded-sm font-medium text-navy underline underline-offset-4"
        >
          {t('scam.verify')}
        </AppLink>
      </div>
    </section>
  );
}
