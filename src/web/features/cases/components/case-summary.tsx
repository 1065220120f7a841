import { formatDate, formatMoney } from '@web/lib/intl';
import { useTranslation } from 'react-i18next';
import type { CaseDetail } from '../api/get-case-detail';
import { CaseField } from './case-field';
import { DueDate } from './due-date';
import { FeeAgreementState } from './fee-agreement-state';

/** The case's particulars; the amounts are the ledger's (D7), the fee its 20% of what arrived. */
export function CaseSummary({ detail }: { detail: CaseDetail }) {
  const { t, i18n } = useTranslation('cases');
  const locale = i18n.language;
  const money = (cents: number) => formatMoney(cents, detail.currency, locale);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-4">
      <CaseField label={t('detail.fields.client')}>{detail.clientName}</CaseField>
      <CaseField label={t('detail.fields.fraudType')}>{t(`fraudTypes.${detail.fraudType}`)}</CaseField>
      <CaseField label={t('detail.fields.opened')}>{formatDate(detail.createdAt, locale)}</CaseField>
      <CaseField label={t('detail.fields.desk')}>{detail.desk?.name ?? t('detail.fields.noDesk')}</CaseField>
      <CaseField label={t('cases.fields.amountLost')}>{money(detail.amountLostCents)}</CaseField>
      <CaseField label={t('cases.fields.recovered')}>{money(detail.recoveredAmountCents)}</CaseField>
      <CaseField label={t('detail.fields.fee')}>{money(detail.feeAmountCents)}</CaseField>
      <CaseField label={t('detail.fields.clientShare')}>{money(detail.clientShareAmountCents)}</CaseField>
      <CaseField label={t('cases.fields.nextAction')}>
        {detail.nextAction ?? t('cases.fields.noNextAction')}
      </CaseField>
      <CaseField label={t('cases.fields.dueDate')}>
        <DueDate dueDate={detail.dueDate ?? null} />
      </CaseField>
      <CaseField label={t('detail.fields.feeAgreement')} wide>
        <FeeAgreementState
          acceptedAt={detail.feeAgreement?.acceptedAt ?? null}
          className="whitespace-normal"
        />
      </CaseField>
      <CaseField label={t('detail.fields.progress')}>
        {t('detail.fields.progressValue', { progress: detail.progress })}
      </CaseField>
    </dl>
  );
}
