import type { Lead } from '@shared/contracts/leads';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
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
        <FormField
          id={`reject-reason-${lead.id}`}
          label={t('reject.reason')}
          error={errors.reason}
          hint={t('reject.reasonHint')}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
      )}
    />
  );
}
