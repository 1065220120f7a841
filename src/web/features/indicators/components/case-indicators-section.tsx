import type { CaseIndicator } from '@shared/contracts/indicators';
import { displayIndicator, indicatorPlatform } from '@shared/domain/trail/display';
import { EmptyState } from '@web/components/empty-state';
import { LoadFailed } from '@web/components/load-failed';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Network, ShieldQuestion } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaseIndicators } from '../api/get-case-indicators';
import { CaseReview } from './case-review';
import { IndicatorStatusBadge } from './indicator-status-badge';
import { IndicatorStatusDialog } from './indicator-status-dialog';
import { LinkedCases } from './linked-cases';
import { SchemeDialog } from './scheme-dialog';
import { WithdrawReviewDialog } from './withdraw-review-dialog';

/**
 * Every destination and contact point of the case as an indicator, with "also seen in N other
 * cases" from records (issue 21 item 2), the firm's word on each, whether it was reviewed on this
 * case (D38: what the public check counts), and the scheme they form.
 */
export function CaseIndicatorsSection({ caseId }: { caseId: string }) {
  const { t } = useTranslation('indicators');
  const query = useCaseIndicators(caseId);
  const [marking, setMarking] = useState<CaseIndicator | null>(null);
  const [withdrawing, setWithdrawing] = useState<CaseIndicator | null>(null);
  const [schemeOpen, setSchemeOpen] = useState(false);
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const { indicators, feeAgreementSigned } = query.data;
  // A messenger account is named by its app ("Telegram"), the rest by their kind.
  const kindLabel = (i: CaseIndicator) => {
    const platform = indicatorPlatform(i);
    return platform ? t(`messengers.${platform}`) : t(`indicators.kinds.${i.kind}`);
  };
  const linked = indicators.some((i) => i.otherCases > 0);
  return (
    <div className="grid gap-3">
      {indicators.length > 0 && !feeAgreementSigned ? (
        <p className="text-sm text-muted-foreground">{t('indicators.caseReview.unsigned')}</p>
      ) : null}
      {indicators.length === 0 ? (
        <EmptyState>{t('indicators.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {indicators.map((i) => (
            <li key={i.id} className="grid gap-2 rounded-lg border border-border p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid min-w-0 gap-1">
                  <span className="text-xs text-muted-foreground">{kindLabel(i)}</span>
                  <span className="font-mono text-sm break-all text-navy">{displayIndicator(i)}</span>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <IndicatorStatusBadge status={i.status} />
                  <Button variant="ghost" size="sm" onClick={() => setMarking(i)}>
                    <ShieldQuestion aria-hidden="true" />
                    {t('indicators.mark.open')}
                  </Button>
                </div>
              </div>
              <p
                className={
                  i.otherCases > 0 ? 'font-medium text-destructive' : 'text-sm text-muted-foreground'
                }
              >
                {i.status === 'false_match'
                  ? t('indicators.falseMatchLinksNothing')
                  : i.otherCases > 0
                    ? t('indicators.seenElsewhere', { count: i.otherCases })
                    : t('indicators.notSeenElsewhere')}
              </p>
              {i.otherCases > 0 ? <LinkedCases indicator={i} /> : null}
              {i.statusReason ? (
                <p className="text-xs text-muted-foreground">
                  {t('indicators.statusBy', {
                    name: i.statusBy ?? t('indicators.someone'),
                    reason: i.statusReason,
                  })}
                </p>
              ) : null}
              <CaseReview
                caseId={caseId}
                indicator={i}
                feeAgreementSigned={feeAgreementSigned}
                onWithdraw={setWithdrawing}
              />
            </li>
          ))}
        </ul>
      )}
      {linked ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setSchemeOpen(true)}>
            <Network aria-hidden="true" />
            {t('scheme.open')}
          </Button>
        </div>
      ) : null}
      <IndicatorStatusDialog indicator={marking} onClose={() => setMarking(null)} />
      <WithdrawReviewDialog caseId={caseId} indicator={withdrawing} onClose={() => setWithdrawing(null)} />
      <SchemeDialog caseId={caseId} open={schemeOpen} onOpenChange={setSchemeOpen} />
    </div>
  );
}
