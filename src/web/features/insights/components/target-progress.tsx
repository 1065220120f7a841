import type { AdminFinancials } from '@shared/contracts/insights';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { formatMonth, formatRate } from '@web/lib/chart-format';
import { formatMoney } from '@web/lib/intl';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** This month's fees against the firm's monthly target (firm settings); only shown when one is set. */
export function TargetProgress({
  target,
  currency,
}: {
  target: NonNullable<AdminFinancials['target']>;
  currency: string;
}) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.language;
  const titleId = useId();
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const text = t('financials.target.summary', {
    achieved: money(target.achievedCents),
    target: money(target.amountCents),
    percent: formatRate(target.percent, locale),
    month: formatMonth(target.month, locale, 'long'),
  });
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle>
          <h3 id={titleId} className="text-base">
            {t('financials.target.title')}
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-sm text-navy">{text}</p>
        <Progress
          value={target.percent}
          aria-label={t('financials.target.title')}
          getValueLabel={() => text}
        />
        {target.percent >= 100 ? (
          <p className="text-sm font-medium text-navy">{t('financials.target.met')}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
