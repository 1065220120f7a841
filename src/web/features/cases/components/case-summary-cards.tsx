import type { ClientDashboard } from '@shared/contracts/cases';
import { Card } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { formatMoney, formatPercent } from '@web/lib/intl';
import { Activity, CircleDollarSign, Scale, Wallet } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

type CaseOf = NonNullable<ClientDashboard['case']>;

function SummaryCard(props: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note: string;
  children?: ReactNode;
}) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex min-w-0 flex-col gap-2 p-4 sm:p-5">
      <p
        id={labelId}
        className="flex items-center gap-2 text-xs font-medium text-muted-foreground sm:text-sm"
      >
        <span aria-hidden="true" className="text-primary [&_svg]:size-4">
          {props.icon}
        </span>
        {props.label}
      </p>
      <p className="text-lg font-semibold tracking-tight break-words text-navy sm:text-2xl">{props.value}</p>
      {props.children}
      <p className="text-xs text-muted-foreground sm:text-sm">{props.note}</p>
    </Card>
  );
}

/**
 * The four cards of the spec, every figure from records (D1): money from the ledger, progress
 * from the phase. With nothing recovered yet the cards say 0 and what happens next, never a
 * placeholder figure.
 */
export function SummaryCards({ theCase, stats }: { theCase: CaseOf; stats: ClientDashboard['stats'] }) {
  const { t, i18n } = useTranslation('portal');
  const money = (cents: number) => formatMoney(cents, stats.currency, i18n.language);
  const nothingYet = stats.totalRecoveredCents === 0;
  const phase = t(`phases.${theCase.phase}`);
  return (
    <section aria-labelledby="summary-heading" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <h2 id="summary-heading" className="sr-only">
        {t('cards.heading')}
      </h2>
      <SummaryCard
        icon={<CircleDollarSign />}
        label={t('cards.recovered')}
        value={money(stats.totalRecoveredCents)}
        note={
          nothingYet
            ? t('cards.recoveredNone')
            : t('cards.recoveredNote', { fee: money(stats.feeAmountCents) })
        }
      />
      <SummaryCard
        icon={<Wallet />}
        label={t('cards.available')}
        value={money(stats.totalAvailableCents)}
        note={
          stats.heldAmountCents > 0
            ? t('cards.availableHeld', { held: money(stats.heldAmountCents) })
            : nothingYet
              ? t('cards.availableNone')
              : t('cards.availableNote')
        }
      />
      <SummaryCard
        icon={<Activity />}
        label={t('cards.progress')}
        value={formatPercent(theCase.progress, i18n.language)}
        note={t(`cards.progressNote.${theCase.phase}`)}
      >
        <Progress value={theCase.progress} aria-label={t('cards.progress')} />
      </SummaryCard>
      <SummaryCard
        icon={<Scale />}
        label={t('cards.status')}
        value={phase}
        note={t('cards.statusNote', { reference: theCase.reference })}
      />
    </section>
  );
}
