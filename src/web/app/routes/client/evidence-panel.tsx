import { TitledCard } from '@web/components/titled-card';
import { EvidenceTab } from '@web/features/documents';
import { PaymentTrailSection } from '@web/features/payment-trail';
import { loadTexts } from '@web/lib/i18n/texts';
import { useTranslation } from 'react-i18next';

loadTexts('paymentTrail');

/**
 * The portal's evidence tab: what the client paid to the scheme and where it went (issue 21),
 * then their documents. Both are the evidence the firm takes to a bank or the police.
 */
export function EvidencePanel({ caseId, currency }: { caseId: string; currency: string }) {
  const { t } = useTranslation('paymentTrail');
  return (
    <div className="grid gap-6">
      <TitledCard
        className="mt-6"
        heading={<h2 className="text-xl font-semibold text-navy">{t('client.title')}</h2>}
        description={t('client.intro')}
      >
        <PaymentTrailSection caseId={caseId} currency={currency} audience="client" />
      </TitledCard>
      <EvidenceTab caseId={caseId} />
    </div>
  );
}
