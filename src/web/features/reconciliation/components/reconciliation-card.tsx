import { QueryView } from '@web/components/query-view';
import { SectionHeading } from '@web/components/section-heading';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatMonth } from '@web/lib/chart-format';
import { formatCount } from '@web/lib/intl';
import { AppLink } from '@web/lib/navigation';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReconciliationStatus } from '../api/get-reconciliation';
import { RECONCILIATION_ANCHOR } from './monthly-reconciliation';

/**
 * The admin overview's card (issue 19 item 4): per currency the ledger keeps, the last month
 * signed off (or never) and the statement lines nothing explains yet; it opens the section.
 */
export function ReconciliationCard() {
  const { t, i18n } = useTranslation('reconciliation');
  const locale = i18n.language;
  const titleId = useId();
  const query = useReconciliationStatus();
  return (
    <Card role="region" aria-labelledby={titleId} className="grid content-start gap-3 p-4">
      <SectionHeading id={titleId} title={t('card.title')} />
      <QueryView
        query={query}
        loading={<Skeleton role="status" aria-label={t('loading')} className="h-24" />}
      >
        {({ currencies }) =>
          currencies.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('card.empty')}</p>
          ) : (
            <ul className="grid gap-2 text-sm sm:grid-cols-2 xl:grid-cols-3">
              {currencies.map((c) => (
                <li key={c.currency} className="grid gap-0.5 rounded-md border border-border p-3">
                  <span className="font-semibold text-navy">{c.currency}</span>
                  <span>
                    {c.lastSignedOff
                      ? t('card.lastSignedOff', { month: formatMonth(c.lastSignedOff.month, locale, 'long') })
                      : t('card.never')}
                  </span>
                  <span
                    className={
                      c.unmatchedLineCount > 0 ? 'font-medium text-amber-900' : 'text-muted-foreground'
                    }
                  >
                    {t('card.unmatched', {
                      count: c.unmatchedLineCount,
                      formatted: formatCount(c.unmatchedLineCount, locale),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <AppLink
        to={`/admin-dashboard?tab=financials#${RECONCILIATION_ANCHOR}`}
        className={`${buttonVariants({ variant: 'link', size: 'sm' })} justify-self-start`}
      >
        {t('card.open')}
        <ArrowRight aria-hidden="true" />
      </AppLink>
    </Card>
  );
}
