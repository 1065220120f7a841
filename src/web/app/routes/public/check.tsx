import { AntiScamPanel, IndicatorCheck } from '@web/features/public-site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../layouts/public-layout';

/**
 * /check (issue 21 item 6): whether the firm has seen a website, wallet, IBAN or phone number in
 * confirmed scam cases, with the signs of a recovery scam beside it (stacked on a phone).
 */
export function Component() {
  const { t } = useTranslation('publicSite');
  useDocumentTitle(t('check.title'));
  return (
    <PublicLayout>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <IndicatorCheck />
        <AntiScamPanel placement="aside" />
      </div>
    </PublicLayout>
  );
}
