import { Bitcoin, Briefcase, HeartCrack, LineChart, Repeat, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from './section';

/** The six service cards of spec §2, one per kind of fraud we handle. */
const SERVICES = [
  { key: 'crypto', Icon: Bitcoin },
  { key: 'investment', Icon: TrendingUp },
  { key: 'romance', Icon: HeartCrack },
  { key: 'trading', Icon: LineChart },
  { key: 'business', Icon: Briefcase },
  { key: 'recoveryRoom', Icon: Repeat },
] as const;

export function Services() {
  const { t } = useTranslation('publicSite');
  return (
    <Section id="services" title={t('services.title')} lead={t('services.lead')}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map(({ key, Icon }) => (
          <li key={key} className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-4 text-lg font-semibold">{t(`services.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-foreground/80">{t(`services.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
