import type { Lead } from '@shared/contracts/leads';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeadStepDialog } from './lead-step-dialog';

/** Qualify: the lead has a case the firm can take on; notes optional. */
export function QualifyLeadDialog({ lead, name }: { lead: Lead; name: string }) {
  const { t } = useTranslation('leads');
  const [notes, setNotes] = useState('');
  return (
    <LeadStepDialog
      lead={lead}
      trigger={{
        label: t('qualify.open'),
        context: name,
        Icon: BadgeCheck,
      }}
      title={t('qualify.title', { name })}
      description={t('qualify.description')}
      submitLabel={t('qualify.submit')}
      build={() => ({ action: 'qualify', ...(notes.trim() ? { notes: notes.trim() } : {}) })}
      success={() => ({ title: t('qualify.success', { name }) })}
      fields={(errors) => (
        <FormField id={`qualify-notes-${lead.id}`} label={t('notesOptional')} error={errors.notes}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          )}
        </FormField>
      )}
    />
  );
}
