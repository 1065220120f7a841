import type { Lead } from '@shared/contracts/leads';
import { TextareaField } from '@web/components/text-fields';
import { CircleX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeadStepDialog } from './lead-step-dialog';

const MIN_REASON = 5;

/** Reject: declining is final, so it asks for the reason and a deliberate confirmation. */
export function RejectLeadDialog({ lead, name }: { lead: Lead; name: string }) {
  const { t } = useTranslation('leads');
  const [reason, setReason] = useState('');
  return (
    <LeadStepDialog
      lead={lead}
      trigger={{ label: t('reject.open'), context: name, Icon: CircleX }}
      title={t('reject.title', { name })}
      description={t('reject.description')}
      submitLabel={t('reject.submit')}
      destructive
      build={() =>
        reason.trim().length >= MIN_REASON
          ? { action: 'reject', reason: reason.trim() }
          : { errors: { reason: t('reject.reasonTooShort', { min: MIN_REASON }) } }
      }
      success={() => ({ title: t('reject.success', { name }) })}
      fields={(errors) => (
        <TextareaField
          id={`reject-reason-${lead.id}`}
          label={t('reject.reason')}
          error={errors.reason}
          hint={t('reject.reasonHint')}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
    />
  );
}
