import { useQuery } from '@tanstack/react-query';
import { publicContentQuery, publicTeamQuery } from '@web/features/public-site/api/public-queries';
import { AntiScamPanel } from '@web/features/public-site/components/anti-scam-panel';
import { Hero } from '@web/features/public-site/components/hero';
import { CallToAction, PortalSection } from '@web/features/public-site/components/portal-and-cta';
import { Process } from '@web/features/public-site/components/process';
import { SectionNav } from '@web/features/public-site/components/section-nav';
import { Services } from '@web/features/public-site/components/services';
import { Stories } from '@web/features/public-site/components/stories';
import { Team } from '@web/features/public-site/components/team';
import { TrustBar } from '@web/features/public-site/components/trust-bar';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../layouts/public-layout';

/** Spec §2 landing page: every section, each figure from records (D5), firm content only when there is some (D20). */
export function Component() {
  const { t, i18n } = useTranslation('public');
  useDocumentTitle(t('meta.title'));
  const content = useQuery(publicContentQuery(i18n.language));
  const team = useQuery(publicTeamQuery());
  const stories =
    content.data && content.data.testimonials.length + content.data.press.length > 0 ? content.data : null;
  const members = team.data?.members.length ? team.data.members : null;

  return (
    <PublicLayout wide sectionNav={<SectionNav showStories={Boolean(stories)} showTeam={Boolean(members)} />}>
      <TrustBar />
      <Hero />
      <AntiScamPanel />
      <Services />
      {stories ? <Stories content={stories} /> : null}
      <Process />
      {members ? <Team members={members} /> : null}
      <PortalSection />
      <CallToAction />
    </PublicLayout>
  );
}
