import type { PublicContent } from '@shared/contracts/public-site';
import { formatDate } from '@web/lib/intl';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from './section';

/**
 * Media and review cards (D20): only what the firm published, with consent, in this language.
 * The landing page leaves the whole section out when there is none.
 */
export function Stories({ content }: { content: PublicContent }) {
  const { t, i18n } = useTranslation('publicSite');
  return (
    <Section id="stories" title={t('stories.title')} lead={t('stories.lead')}>
      {content.testimonials.length > 0 ? (
        <>
          <h3 className="text-xl font-semibold">{t('stories.testimonials')}</h3>
          <ul className="mt-5 grid gap-5 md:grid-cols-2">
            {content.testimonials.map((item) => (
              <li key={`${item.attribution}-${item.quote.slice(0, 24)}`}>
                <figure className="h-full rounded-lg border border-border bg-card p-6">
                  <blockquote className="leading-relaxed">{item.quote}</blockquote>
                  <figcaption className="mt-4 text-sm text-muted-foreground">
                    {item.attribution}
                    {item.date ? ` · ${formatDate(item.date, i18n.language)}` : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {content.press.length > 0 ? (
        <>
          <h3 className="mt-10 text-xl font-semibold">{t('stories.press')}</h3>
          <ul className="mt-5 grid gap-4 md:grid-cols-2">
            {content.press.map((item) => (
              <li key={item.url} className="rounded-lg border border-border bg-card p-5">
                <p className="text-sm font-semibold text-navy-soft">{item.outlet}</p>
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-flex items-start gap-2 font-medium text-primary underline-offset-4 hover:underline"
                >
                  {item.title}
                  <ExternalLink aria-hidden="true" className="mt-1 size-4 shrink-0" />
                  <span className="sr-only">{t('stories.readArticle')}</span>
                </a>
                {item.date ? (
                  <p className="mt-1 text-sm text-muted-foreground">{formatDate(item.date, i18n.language)}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  );
}
