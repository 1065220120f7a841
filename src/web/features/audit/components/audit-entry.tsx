import type { auditEntrySchema } from '@shared/contracts/audit';
import { useAuditText } from '@web/lib/audit-text';
import { formatDateTime } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changedFields } from '../lib/changed-fields';

type Entry = z.infer<typeof auditEntrySchema>;

/** One audit entry in words: what happened, to which record, who did it and when; the detail on request. */
export function AuditEntry({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation('audit');
  const audit = useAuditText();
  const fields = changedFields(entry.before, entry.after);
  return (
    <li className="grid gap-1 border-t border-border px-4 py-3 first:border-t-0">
      <p className="font-medium text-navy">{audit.action(entry.action)}</p>
      <p className="text-sm break-words text-navy">{audit.record(entry)}</p>
      <p className="text-xs text-muted-foreground">
        {audit.actor(entry)}
        {' · '}
        <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
      </p>
      {fields.length > 0 ? (
        <details className="text-sm">
          <summary className="w-fit cursor-pointer rounded text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
            {t('audit.details')}
          </summary>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-xs">
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t('audit.field')}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t('audit.before')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('audit.after')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {fields.map((f) => (
                  <tr key={f.field} className="border-t border-border align-top">
                    <th scope="row" className="py-1 pr-3 font-mono font-normal">
                      {f.field}
                    </th>
                    <td className="py-1 pr-3 break-all">{f.before || '—'}</td>
                    <td className="py-1 break-all">{f.after || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </li>
  );
}
