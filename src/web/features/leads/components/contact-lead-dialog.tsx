import { CONTACT_CHANNELS, type Lead } from '@shared/contracts/leads';
import { SelectOptions } from '@web/components/select-options';
import { SelectField } from '@web/components/text-fields';
import { PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeadStepDialog } from './lead-step-dialog';
import { NotesField, notesPayload } from './notes-field';

/** Contact: how they were reached and what was said (notes stay with the lead's history). */
export function ContactLeadDialog({ lead, name }: { lead: Lead; name: string }) {
  const { t } = useTranslation('leads');
  const [channel, setChannel] = useState('');
  const [notes, setNotes] = useState('');
  return (
    <LeadStepDialog
      lead={lead}
      trigger={{ label: t('contact.open'), context: name, Icon: PhoneCall }}
      title={t('contact.title', { name })}
      description={t('contact.description')}
      submitLabel={t('contact.submit')}
      build={() =>
        channel
          ? { action: 'contact', channel, ...notesPayload(notes) }
          : { errors: { channel: t('contact.channelRequired') } }
      }
      success={() => ({ title: t('contact.success', { name }) })}
      fields={(errors) => (
        <>
          <SelectField
            id={`contact-channel-${lead.id}`}
            label={t('contact.channel')}
            error={errors.channel}
            value={channel}
            onChange={(event) => setChannel(event.target.value)}
          >
            <SelectOptions
              placeholder={t('choose')}
              values={CONTACT_CHANNELS}
              label={(value) => t(`channels.${value}`)}
            />
          </SelectField>
          <NotesField
            id={`contact-notes-${lead.id}`}
            error={errors.notes}
            value={notes}
            onChange={setNotes}
          />
        </>
      )}
    />
  );
}
