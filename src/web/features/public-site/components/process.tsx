import type { Estimate } from '@shared/domain/firm-settings';
import { formatDurationRange } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import { usePublicFirm } from '../api/public-data';
import { Section } from './section';

/**
 * Spec §2's four steps. Their times are the firm's own estimates from firm settings (D1), the
 * same ones the client portal shows, so the promise on the landing page and the portal agree.
 */
const STEPS = [
  { key: 'analysis', phase: 'new' },
  { key: 'investigation', phase: 'investigation' },
  { key: 'legal', phase: 'legal' },
  { key: 'recovery', phase: 'recovery' },
] as const;

export function Process() {
  const { t, i18n } = useTranslation('publicSite');
  const firm = usePublicFirm();

  function estimate(value: Estimate | null | undefined): string | null {
    if (!value) return null;
    const duration = formatDurationRange(value.min, value.max, value.unit, i18n.language);
    return t(value.min === 0 ? 'process.estimate.within' : 'process.estimate.range', { duration });
  }

  return (
    <Section id="process" title={t('process.title')} lead={t('process.lead')} muted>
      <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ key, phase }, index) => {
          const time = estimate(firm.data?.stepEstimates[phase]);
          return (
            <li key={key} className="rounded-lg border border-border bg-card p-6">
              <p className="text-sm font-semibold text-primary">
                {t('process.stepLabel', { number: index + 1 })}
              </p>
              <h3 className="mt-2 text-lg font-semibold">{t(`process.${key}.title`)}</h3>
              {time ? <p className="mt-1 text-sm font-medium text-navy-soft">{time}</p> : null}
              <p className="mt-3 text-sm leading-relaxed text-foreground/80">{t(`process.${key}.body`)}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
