import { useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';
import { ClientActions, type ClientActionsProps } from './client-actions';
import { ClientStatusBadge } from './client-status-badge';

/** A client below 1280 px: the table's columns as a labelled list, then the same actions as a row. */
export function ClientCard({ client, onEdit, onOpenCase }: ClientActionsProps) {
  const { t } = useTranslation('people');
  const f = useFormats();
  const money = (cents: number) => f.money(cents, client.currency);
  const facts: [string, string][] = [
    [t('columns.email'), client.email],
    [t('columns.phone'), client.phone ?? t('none')],
    [t('columns.cases'), String(client.totalCases)],
    [t('columns.loss'), money(client.lossAmountCents)],
    [t('columns.recovered'), money(client.recoveredAmountCents)],
    [t('columns.available'), money(client.availableBalanceCents)],
    [t('clients.columns.joined'), f.date(client.joinDate)],
  ];
  return (
    <li className="grid gap-3 rounded-md border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-navy">{`${client.firstName} ${client.lastName}`}</h3>
        <ClientStatusBadge status={client.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-all tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ClientActions client={client} onEdit={onEdit} onOpenCase={onOpenCase} />
    </li>
  );
}
