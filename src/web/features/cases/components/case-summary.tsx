import { formatDate, formatMoney } from '@web/lib/intl';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseDetail } from '../api/get-case-detail';
import { DueDate } from './due-date';
import { FeeAgreementState } from './fee-agreement-state';

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'grid min-w-0 gap-0.5 col-span-2' : 'grid min-w-0 gap-0.5'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words text-navy">{children}</dd>
    </div>
  );
}

/** The case's particulars; the amounts are the ledger's (D7), the fee its 20% of what arrived. */
export function CaseSummary({ detail }: { detail: CaseDetail }) {
  const { t, i18n } = useTranslation('lawyer');
  const locale = i18n.language;
  const money = (cents: number) => formatMoney(cents, detail.currency, locale);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-4">
      <Field label={t('detail.fields.client')}>{detail.clientName}</Field>
      <Field label={t('detail.fields.fraudType')}>{t(`fraudTypes.${detail.fraudType}`)}</Field>
      <Field label={t('detail.fields.opened')}>{formatDate(detail.createdAt, locale)}</Field>
      <Field label={t('detail.fields.desk')}>{detail.desk?.name ?? t('detail.fields.noDesk')}</Field>
      <Field label={t('cases.fields.amountLost')}>{money(detail.amountLostCents)}</Field>
      <Field label={t('cases.fields.recovered')}>{money(detail.recoveredAmountCents)}</Field>
      <Field label={t('detail.fields.fee')}>{money(detail.feeAmountCents)}</Field>
      <Field label={t('detail.fields.clientShare')}>{money(detail.clientShareAmountCents)}</Field>
      <Field label={t('cases.fields.nextAction')}>
        {detail.nextAction ?? t('cases.fields.noNextAction')}
      </Field>
      <Field label={t('cases.fields.dueDate')}>
        <DueDate dueDate={detail.dueDate ?? null} />
      </Field>
      <Field label={t('detail.fields.feeAgreement')} wide>
        <FeeAgreementState
          acceptedAt={detail.feeAgreement?.acceptedAt ?? null}
          className="whitespace-normal"
        />
      </Field>
      <Field label={t('detail.fields.progress')}>
        {t('detail.fields.progressValue', { progress: detail.progress })}
      </Field>
    </dl>
  );
}
