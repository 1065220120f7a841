import type { CaseIndicator } from '@shared/contracts/indicators';
import { PhaseBadge } from '@web/components/phase-badge';
import { useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';

type Totals = CaseIndicator['hidden']['paidTotals'];

export function useTotalsText() {
  const f = useFormats();
  return (totals: Totals) => totals.map((x) => f.money(x.paidCents, x.currency)).join(' + ');
}

/**
 * The other cases naming an indicator: in full where the reader may open them (D21); the rest as
 * a count, their desks and what was paid to it there, never a name or a reference.
 */
export function LinkedCases({ indicator }: { indicator: CaseIndicator }) {
  const { t } = useTranslation('indicators');
  const totals = useTotalsText();
  return (
    <div className="grid gap-2 text-sm">
      {indicator.visible.length > 0 ? (
        <ul className="grid gap-1.5">
          {indicator.visible.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-mono text-xs text-muted-foreground">{c.reference}</span>
              <span className="text-navy">{c.clientName}</span>
              <PhaseBadge phase={c.phase} label={t(`phases.${c.phase}`)} />
              {c.deskName ? <span className="text-muted-foreground">{c.deskName}</span> : null}
              {c.paidTotals.length > 0 ? (
                <span className="text-navy">{t('indicators.paid', { amounts: totals(c.paidTotals) })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {indicator.hidden.cases > 0 ? (
        <p className="text-muted-foreground">
          {t('indicators.hidden', {
            count: indicator.hidden.cases,
            desks: indicator.hidden.desks.join(', ') || t('indicators.noDesk'),
          })}
          {indicator.hidden.paidTotals.length > 0
            ? ` ${t('indicators.paid', { amounts: totals(indicator.hidden.paidTotals) })}`
            : ''}
        </p>
      ) : null}
    </div>
  );
}
