import type { CaseIndicator } from '@shared/contracts/indicators';
import { ContextButton } from '@web/components/context-button';
import { ApiError } from '@web/lib/api-client';
import { formatDate } from '@web/lib/intl';
import { notify } from '@web/lib/notify';
import { BadgeCheck, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReviewOnCase } from '../api/review-on-case';

/**
 * "Reviewed on this case" (D38): who vouched for this client's report of the indicator, and when,
 * whether it counts toward the public check yet, with a way to withdraw it; or the button to review
 * it, unless the reader entered or corrected every sighting of it here themselves (then a
 * colleague reviews it).
 */
export function CaseReview({
  caseId,
  indicator,
  feeAgreementSigned,
  onWithdraw,
}: {
  caseId: string;
  indicator: CaseIndicator;
  feeAgreementSigned: boolean;
  onWithdraw: (indicator: CaseIndicator) => void;
}) {
  const { t, i18n } = useTranslation('indicators');
  const review = useReviewOnCase();
  const words = `${indicator.value}`;
  async function mark() {
    try {
      await review.mutateAsync({ caseId, indicatorId: indicator.id });
      notify.success(t('indicators.caseReview.marked'));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      notify.error(failure.message || t('form.failed'));
    }
  }
  if (indicator.review) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="flex items-center gap-1.5 text-emerald-900">
          <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
          {t('indicators.caseReview.reviewed', {
            name: indicator.review.by ?? t('indicators.someone'),
            date: formatDate(indicator.review.at, i18n.language),
          })}
        </span>
        <ContextButton
          variant="ghost"
          onClick={() => onWithdraw(indicator)}
          icon={Undo2}
          label={t('indicators.caseReview.withdraw.open')}
          context={words}
        />
        {/* Unsigned is said once for the whole section; the second person is per case (D38). */}
        {!indicator.review.counts && feeAgreementSigned ? (
          <p className="basis-full text-xs text-muted-foreground">{t('indicators.caseReview.notCounting')}</p>
        ) : null}
      </div>
    );
  }
  if (!indicator.mayReview) {
    return <p className="text-xs text-muted-foreground">{t('indicators.caseReview.ownEntry')}</p>;
  }
  return (
    <div>
      <ContextButton
        onClick={() => void mark()}
        busy={review.isPending}
        icon={BadgeCheck}
        label={t('indicators.caseReview.mark')}
        context={words}
      />
    </div>
  );
}
