import { Button } from '@web/components/ui/button';
import { useCaseTitle } from '@web/lib/case-title';
import { formatMoney } from '@web/lib/intl';
import { ArrowRightLeft, Eye, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LawyerCase } from '../api/get-lawyer-cases';
import { PhaseBadge, PriorityBadge } from './case-badges';
import { CaseField } from './case-field';
import { DueDate } from './due-date';
import { FeeAgreementState } from './fee-agreement-state';

type CaseCardProps = {
  item: LawyerCase;
  onView: () => void;
  onUpdatePhase: () => void;
  onMessage: () => void;
};

/** One case of the lawyer's list: what it is, where it stands, and the three daily actions. */
export function CaseCard({ item, onView, onUpdatePhase, onMessage }: CaseCardProps) {
  const { t, i18n } = useTranslation('cases');
  const money = (cents: number) => formatMoney(cents, item.currency, i18n.language);
  const title = useCaseTitle()(item);
  const reference = { reference: item.reference };
  const actions = [
    {
      Icon: Eye,
      text: t('cases.actions.view'),
      label: t('cases.actions.viewLabel', reference),
      onClick: onView,
      outline: true,
    },
    {
      Icon: ArrowRightLeft,
      text: t('cases.actions.updatePhase'),
      label: t('cases.actions.updatePhaseLabel', reference),
      onClick: onUpdatePhase,
      outline: false,
    },
    {
      Icon: MessageSquare,
      text: t('cases.actions.message'),
      label: t('cases.actions.messageLabel', reference),
      onClick: onMessage,
      outline: true,
    },
  ];
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <span className="font-mono text-xs text-muted-foreground">{item.reference}</span>
          <h3 className="font-semibold break-words text-navy">{title}</h3>
          <span className="text-sm text-muted-foreground">{item.clientName}</span>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <PhaseBadge phase={item.status} />
          <PriorityBadge priority={item.priority} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-4">
        <CaseField label={t('cases.fields.amountLost')}>{money(item.amountLostCents)}</CaseField>
        <CaseField label={t('cases.fields.recovered')}>{money(item.recoveredAmountCents)}</CaseField>
        <CaseField label={t('cases.fields.nextAction')}>
          {item.nextAction ?? t('cases.fields.noNextAction')}
        </CaseField>
        <CaseField label={t('cases.fields.dueDate')}>
          <DueDate dueDate={item.dueDate} />
        </CaseField>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <FeeAgreementState acceptedAt={item.feeAgreementAcceptedAt} className="whitespace-normal" />
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action.text}
              size="sm"
              variant={action.outline ? 'outline' : undefined}
              onClick={action.onClick}
              aria-label={action.label}
            >
              <action.Icon aria-hidden="true" />
              {action.text}
            </Button>
          ))}
        </div>
      </div>
    </li>
  );
}
