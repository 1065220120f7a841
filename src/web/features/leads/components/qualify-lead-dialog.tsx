import type { Lead } from '@shared/contracts/leads';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeadStepDialog } from './lead-step-dialog';
import { NotesField, notesPayload } from './notes-field';

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
      build={() => ({ action: 'qualify', ...notesPayload(notes) })}
      success={() => ({ title: t('qualify.success', { name }) })}
      fields={(errors) => (
        <NotesField id={`qualify-notes-${lead.id}`} error={errors.notes} value={notes} onChange={setNotes} />
      )}
    />
  );
}
