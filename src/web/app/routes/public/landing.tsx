import {
  AntiScamPanel,
  CallToAction,
  Hero,
  PortalSection,
  Process,
  SectionNav,
  Services,
  TrustBar,
  usePublicContent,
  usePublicTeam,
} from '@web/features/public-site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../layouts/public-layout';

// Shown only when the firm has published stories or profiles (D20), so their code loads then.
const Stories = lazy(() =>
  import('@web/features/public-site/components/stories').then((m) => ({ default: m.Stories })),
);
const Team = lazy(() =>
  import('@web/features/public-site/components/team').then((m) => ({ default: m.Team })),
);

/** Spec §2 landing page: every section, each figure from records (D5), firm content only when there is some (D20). */
export function Component() {
  const { t, i18n } = useTranslation('publicSite');
  useDocumentTitle(t('meta.title'));
  const content = usePublicContent(i18n.language);
  const team = usePublicTeam();
  const stories =
    content.data && content.data.testimonials.length + content.data.press.length > 0 ? content.data : null;
  const members = team.data?.members.length ? team.data.members : null;

  return (
    <PublicLayout wide sectionNav={<SectionNav showStories={Boolean(stories)} showTeam={Boolean(members)} />}>
      <TrustBar />
      <Hero />
      <AntiScamPanel />
      <Services />
      {stories ? (
        <Suspense fallback={null}>
          <Stories content={stories} />
        </Suspense>
      ) : null}
      <Process />
      {members ? (
        <Suspense fallback={null}>
          <Team members={members} />
        </Suspense>
      ) : null}
      <PortalSection />
      <CallToAction />
    </PublicLayout>
  );
}
