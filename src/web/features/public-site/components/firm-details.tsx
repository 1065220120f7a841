import type { FirmProfile } from '@shared/contracts/public-site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** True when the firm has published anything at all; otherwise pages say it has not, rather than invent. */
export function hasPublishedProfile(profile: FirmProfile): boolean {
  return Object.values(profile).some((value) => (Array.isArray(value) ? value.length > 0 : value !== ''));
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-border py-3 sm:grid-cols-[14rem_1fr]">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** The firm's registered identity from firm settings (GET /api/public/firm), each line only when published. */
export function FirmDetails({ profile }: { profile: FirmProfile }) {
  const { t } = useTranslation('publicSite');
  return (
    <dl>
      {profile.legalName ? <Row label={t('verify.legalName')}>{profile.legalName}</Row> : null}
      {profile.address ? <Row label={t('verify.address')}>{profile.address}</Row> : null}
      {profile.email ? (
        <Row label={t('verify.email')}>
          <a href={`mailto:${profile.email}`} className="text-primary underline underline-offset-4">
            {profile.email}
          </a>
        </Row>
      ) : null}
      {profile.phone ? <Row label={t('verify.phone')}>{profile.phone}</Row> : null}
      {profile.companyRegistration ? (
        <Row label={t('verify.companyRegistration')}>{profile.companyRegistration}</Row>
      ) : null}
      {profile.vatNumber ? <Row label={t('verify.vatNumber')}>{profile.vatNumber}</Row> : null}
      {profile.barRegistrations.length > 0 ? (
        <Row label={t('verify.barRegistrations')}>
          <ul>
            {profile.barRegistrations.map((bar) => (
              <li key={`${bar.authority}-${bar.number}`}>
                {bar.authority}: {bar.number}
              </li>
            ))}
          </ul>
        </Row>
      ) : null}
      {profile.supervisoryAuthority ? (
        <Row label={t('verify.supervisoryAuthority')}>{profile.supervisoryAuthority}</Row>
      ) : null}
    </dl>
  );
}
