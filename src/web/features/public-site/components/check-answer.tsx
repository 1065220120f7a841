import type { IndicatorCheckResponse } from '@shared/contracts/public-site-indicator-check';
import { buttonClass } from '@web/components/ui/button';
import { AppLink } from '@web/lib/navigation';
import { Info, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The public check's answer in plain words: what we know (a range of clients, never a name, an
 * amount or a case), what it does not mean, and what to do next. The colour always comes with
 * an icon and a heading that say the same.
 */
export function CheckAnswer({ checked, answer }: { checked: string; answer: IndicatorCheckResponse }) {
  const { t } = useTranslation('publicSite');
  const isKnown = answer.result === 'known';
  const Icon = isKnown ? ShieldAlert : Info;
  return (
    <div
      className={
        isKnown
          ? 'rounded-lg border-2 border-destructive/40 bg-destructive/5 p-5 sm:p-6'
          : 'rounded-lg border border-border bg-muted p-5 sm:p-6'
      }
    >
      <p className="text-sm text-muted-foreground">
        {t('check.resultFor')} <span className="font-mono break-all text-foreground">{checked}</span>
      </p>
      <h2 className="mt-2 flex items-center gap-2 text-xl font-semibold">
        <Icon
          aria-hidden="true"
          className={isKnown ? 'size-6 shrink-0 text-destructive' : 'size-6 shrink-0 text-navy'}
        />
        {isKnown ? t('check.known.title') : t('check.notKnown.title')}
      </h2>
      {answer.result === 'known' ? (
        <>
          <p className="mt-3 leading-relaxed">
            {t(`check.known.${answer.reports}`, { subject: t(`check.subject.${answer.kind}`) })}
          </p>
          <p className="mt-3 leading-relaxed">{t('check.known.advice')}</p>
        </>
      ) : (
        <>
          <p className="mt-3 leading-relaxed">{t('check.notKnown.body')}</p>
          <p className="mt-3 leading-relaxed">{t('check.notKnown.advice')}</p>
        </>
      )}
      <p className="mt-5 font-medium">{t('check.next')}</p>
      <AppLink to="/#assessment" className={buttonClass({ size: 'lg', className: 'mt-3' })}>
        {t('check.assessment')}
      </AppLink>
    </div>
  );
}
