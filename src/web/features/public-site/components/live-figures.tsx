import type { PublicStats } from '@shared/contracts/public-site';
import { formatCount, formatDecimal, formatMinutes, formatMoneyCompact } from '@web/lib/intl';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePublicStats } from '../api/public-data';

type Figure = { key: string; value: string; label: string; note?: string };

/** Only the figures the server sent (D5): each is null until enough records back it. */
export function figuresOf(stats: PublicStats, t: TFunction<'publicSite'>, locale: string) {
  const figures: Figure[] = [];
  if (stats.casesHandled !== null) {
    figures.push({
      key: 'cases',
      value: formatCount(stats.casesHandled, locale),
      label: t('figures.casesHandled'),
    });
  }
  for (const { currency, amountCents } of stats.recovered) {
    figures.push({
      key: `recovered-${currency}`,
      value: formatMoneyCompact(amountCents, currency, locale),
      label: t('figures.recovered'),
    });
  }
  if (stats.countriesServed !== null) {
    figures.push({
      key: 'countries',
      value: formatCount(stats.countriesServed, locale),
      label: t('figures.countries'),
    });
  }
  if (stats.averageRating) {
    figures.push({
      key: 'rating',
      value: t('figures.ratingValue', { value: formatDecimal(stats.averageRating.value, locale) }),
      label: t('figures.rating'),
      note: t('figures.ratingCount', { count: stats.averageRating.count }),
    });
  }
  if (stats.medianFirstResponseMinutes !== null) {
    figures.push({
      key: 'response',
      value: formatMinutes(stats.medianFirstResponseMinutes, locale),
      label: t('figures.firstResponse'),
    });
  }
  return figures;
}

/**
 * Live figures from the case records (D5). Nothing is shown while loading, on error, or when no
 * figure has enough records behind it: an absent figure is honest, a placeholder is not.
 */
export function LiveFigures({ variant }: { variant: 'bar' | 'panel' }) {
  const { t, i18n } = useTranslation('publicSite');
  const stats = usePublicStats();
  if (!stats.data) return null;
  const figures = figuresOf(stats.data, t, i18n.language);
  if (figures.length === 0) return null;

  if (variant === 'bar') {
    return (
      <ul aria-label={t('figures.label')} className="flex flex-wrap gap-x-6 gap-y-1">
        {figures.map((f) => (
          <li key={f.key}>
            <strong className="font-semibold text-navy">{f.value}</strong> {f.label}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-label={t('figures.label')} className="mt-10">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.key} className="rounded-lg border border-border bg-background p-4">
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-navy">{f.value}</dd>
            {f.note ? <dd className="text-xs text-muted-foreground">{f.note}</dd> : null}
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">{t('figures.source')}</p>
    </section>
  );
}
