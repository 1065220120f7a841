import { FirmDetails, hasPublishedProfile, usePublicFirm } from '@web/features/public-site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../layouts/public-layout';

/** /verify (issue 4 item 4): how a client checks that a message or website really comes from the firm. */
export function Component() {
  const { t } = useTranslation('publicSite');
  const { t: tc } = useTranslation();
  useDocumentTitle(t('verify.title'));
  const firm = usePublicFirm();
  const profile = firm.data?.profile;

  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl">
        <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('verify.title')}</h1>
        <p className="mt-4 text-lg text-foreground/85">{t('verify.lead')}</p>
        <div className="mt-10" aria-live="polite" aria-busy={firm.isPending}>
          {firm.isPending ? <p className="text-muted-foreground">{tc('loading')}</p> : null}
          {firm.isError ? <p role="alert">{t('verify.loadFailed')}</p> : null}
          {profile && !hasPublishedProfile(profile) ? <p>{t('verify.notPublished')}</p> : null}
          {profile && hasPublishedProfile(profile) ? (
            <>
              <FirmDetails profile={profile} />
              {profile.officialDomains.length > 0 ? (
                <section aria-labelledby="domains-title" className="mt-10">
                  <h2 id="domains-title" className="text-xl font-semibold">
                    {t('verify.officialDomains')}
                  </h2>
                  <ul className="mt-3 grid gap-1 font-mono text-lg">
                    {profile.officialDomains.map((domain) => (
                      <li key={domain}>{domain}</li>
                    ))}
                  </ul>
                  <p className="mt-3 text-sm text-muted-foreground">{t('verify.domainsHint')}</p>
                </section>
              ) : null}
            </>
          ) : null}
        </div>
      </article>
    </PublicLayout>
  );
}
