import type { PublicTeamMember } from '@shared/contracts/public-site';
import { useTranslation } from 'react-i18next';
import { Section } from './section';

/** Staff who chose a public profile; the landing page leaves the section out when nobody has. */
export function Team({ members }: { members: PublicTeamMember[] }) {
  const { t } = useTranslation('publicSite');
  return (
    <Section id="team" title={t('team.title')} lead={t('team.lead')} muted>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <li key={member.id} className="rounded-lg border border-border bg-card p-6">
            <h3 className="text-lg font-semibold">
              {member.firstName} {member.lastName}
            </h3>
            <p className="text-sm font-medium text-primary">{t(`team.${member.role}`)}</p>
            {member.bio ? (
              <p className="mt-3 text-sm leading-relaxed text-foreground/80">{member.bio}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
