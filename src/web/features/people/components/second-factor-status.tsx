import type { AdminUserSecondFactor } from '@shared/contracts/people';
import { Badge } from '@web/components/ui/badge';
import { Fingerprint, Minus, Smartphone, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * D27: what a person has set up as a second factor, in words with an icon (colour never alone).
 * "Must enrol" marks someone who has none but needs one: they are taken to enrolment at their
 * next sign-in (staff always; clients when the firm requires it).
 */
export function SecondFactorStatus({ factor }: { factor: AdminUserSecondFactor }) {
  const { t } = useTranslation('people');
  const none = !factor.totp && factor.passkeys === 0;
  return (
    <div className="flex flex-wrap items-start gap-1">
      {factor.totp ? (
        <Badge tone="success">
          <Smartphone aria-hidden="true" />
          {t('factors.totp')}
        </Badge>
      ) : null}
      {factor.passkeys > 0 ? (
        <Badge tone="success">
          <Fingerprint aria-hidden="true" />
          {t('factors.passkeys', { n: factor.passkeys })}
        </Badge>
      ) : null}
      {none ? (
        <Badge tone="neutral">
          <Minus aria-hidden="true" />
          {t('factors.none')}
        </Badge>
      ) : null}
      {none && factor.required ? (
        <Badge tone="warning" title={t('factors.mustEnrolHint')}>
          <TriangleAlert aria-hidden="true" />
          {t('factors.mustEnrol')}
        </Badge>
      ) : null}
    </div>
  );
}
