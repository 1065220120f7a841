import type { Reconciliation } from '@shared/contracts/reconciliation';
import { useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';

/**
 * Issue 32 item 5: the month's statements withdrawn as imported in error, so the month reads true
 * to anyone who remembers importing them. Nothing to say when there are none.
 */
export function WithdrawnStatements({ statements }: { statements: Reconciliation['withdrawnStatements'] }) {
  const { t } = useTranslation('reconciliation', { keyPrefix: 'withdrawn' });
  const formats = useFormats();
  if (statements.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h4 className="font-semibold text-navy">{t('title')}</h4>
      <p className="max-w-prose text-sm text-muted-foreground">{t('intro')}</p>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {statements.map((s) => (
          <li key={s.id} className="break-words">
            {t('item', {
              name: s.statementRef ?? s.fileName,
              period: [s.fromDate, s.toDate].map((d) => (d ? formats.date(d) : '–')).join(' – '),
              date: formats.date(s.withdrawnAt),
              by: s.withdrawnByName ?? '–',
              reason: s.reason,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
