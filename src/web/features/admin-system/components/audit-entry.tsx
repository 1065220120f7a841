import type { auditEntrySchema } from '@shared/contracts/audit';
import { formatDateTime } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changedFields, isKnownAction, isKnownEntity, keyOf, recordLabel } from '../lib/describe-audit';

type Entry = z.infer<typeof auditEntrySchema>;
const ROLES = ['admin', 'lawyer', 'manager', 'client'];

/** One audit entry in words: what happened, to which record, who did it and when; the detail on request. */
export function AuditEntry({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation('adminSystem');
  const what = isKnownAction(entry.action) ? t(`audit.actions.${keyOf(entry.action)}`) : entry.action;
  const kind = isKnownEntity(entry.entity) ? t(`audit.entities.${entry.entity}`) : entry.entity;
  // Signing in, changing one's own password…: the record is the actor, whose name we have.
  const isSelf = entry.entity === 'user' && entry.entityId !== null && entry.entityId === entry.actorId;
  const label = isSelf && entry.actorName ? entry.actorName : recordLabel(entry);
  const role =
    entry.actorRole && ROLES.includes(entry.actorRole) ? t(`audit.roles.${entry.actorRole}`) : null;
  const name = entry.actorName ?? t('audit.formerUser');
  const who = !entry.actorId
    ? t('audit.bySystem')
    : role
      ? t('audit.byWithRole', { name, role })
      : t('audit.by', { name });
  const fields = changedFields(entry.before, entry.after);
  return (
    <li className="grid gap-1 border-t border-border px-4 py-3 first:border-t-0">
      <p className="font-medium text-navy">{what}</p>
      <p className="text-sm break-words text-navy">{label ? t('audit.record', { kind, label }) : kind}</p>
      <p className="text-xs text-muted-foreground">
        {who}
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
