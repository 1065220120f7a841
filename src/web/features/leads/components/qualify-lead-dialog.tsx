import type { Lead } from '@shared/contracts/leads';
import { TextareaField } from '@web/components/text-fields';
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
        <TextareaField
          id={`qualify-notes-${lead.id}`}
          label={t('notesOptional')}
          error={errors.notes}
          rows={3}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      )}
    />
  );
}
