import type { ClientDashboard } from '@shared/contracts/cases';
import { formatDate, formatMoney } from '@web/lib/intl';
import { CheckCircle2, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Item = ClientDashboard['recentActivity'][number];

/** Known event kinds have their own sentence; any other still shows, in general words. */
const KNOWN = new Set([
  'case_opened',
  'phase_changed',
  'lawyer_assigned',
  'client_note',
  'document_uploaded',
  'document_reviewed',
  'recovery_reported',
  'recovery_report_retracted',
  'recovery_report_rejected',
  'recovery_recorded',
  'recovery_reversed',
  'withdrawal_requested',
  'withdrawal_updated',
  'fee_agreement_accepted',
  'message_sent',
]);

function useActivityText() {
  const { t, i18n } = useTranslation('cases');
  return (item: Item) => {
    const p = item.params;
    const currency = typeof p.currency === 'string' ? p.currency : 'USD';
    const money = (value: unknown) =>
      typeof value === 'number' ? formatMoney(value, currency, i18n.language) : '';
    const phase = (value: unknown) => (typeof value === 'string' ? t(`phases.${value}`) : '');
    if (!KNOWN.has(item.kind)) return t('activity.other');
    return t(`activity.${item.kind}`, {
      toPhase: phase(p.toPhase),
      fromPhase: phase(p.fromPhase),
      amount: money(p.amountCents),
      fee: money(p.feeCents),
      share: money(p.shareCents),
      name: typeof p.name === 'string' ? p.name : '',
      status:
        typeof p.status === 'string' ? t(`activity.statuses.${p.status}`, { defaultValue: p.status }) : '',
      context: item.kind === 'message_sent' && p.fromClient ? 'mine' : undefined,
    });
  };
}

/** The case's recent activity from its timeline (D2): what happened, and when. */
export function ActivityList({ items }: { items: Item[] }) {
  const { t, i18n } = useTranslation('cases');
  const textOf = useActivityText();
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('activity.empty')}</p>;
  return (
    <ol className="grid gap-3">
      {items.map((item) => (
        <li key={item.id} className="flex gap-3">
          {item.status === 'success' ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          )}
          <div className="min-w-0">
            <p className="text-sm text-navy">{textOf(item)}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={item.date}>{formatDate(item.date, i18n.language)}</time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
