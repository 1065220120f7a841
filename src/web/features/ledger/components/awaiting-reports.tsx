import type { LedgerEntry } from '@shared/contracts/ledger';
import { IconTitle } from '@web/components/icon-title';
import { useFormats } from '@web/lib/use-formats';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { entryDate } from '../lib/entry-date';

/**
 * For the client (D26): recoveries their legal team reported that our accounts have not yet
 * confirmed. Each says so in words; none is part of the available balance or the totals.
 */
export function AwaitingReports({ entries }: { entries: LedgerEntry[] }) {
  const { t } = useTranslation('ledger');
  const currency = entries[0]?.currency ?? 'USD';
  const f = useFormats();
  return (
    <section aria-labelledby="awaiting-reports-title" className="grid gap-2">
      <IconTitle as="h4" id="awaiting-reports-title" icon={Clock}>
        {t('reported.title')}
      </IconTitle>
      <ul className="grid gap-2">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-lg border border-dashed border-border p-3 text-sm"
          >
            <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
              <p className="text-navy">{t('reported.line')}</p>
              <p className="text-muted-foreground">
                {t('reported.received', { date: f.date(entryDate(entry)) })}
                {entry.source ? ` · ${t(`source.${entry.source}`)}` : ''}
              </p>
              <p className="text-muted-foreground">{t('reported.notAvailable')}</p>
            </div>
            <p className="font-semibold text-navy tabular-nums">{f.money(entry.amountCents, currency)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
