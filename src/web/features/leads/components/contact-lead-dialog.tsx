import { CONTACT_CHANNELS, type Lead } from '@shared/contracts/leads';
import { TextareaField } from '@web/components/text-fields';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeadStepDialog } from './lead-step-dialog';

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
          ? { action: 'contact', channel, ...(notes.trim() ? { notes: notes.trim() } : {}) }
          : { errors: { channel: t('contact.channelRequired') } }
      }
      success={() => ({ title: t('contact.success', { name }) })}
      fields={(errors) => (
        <>
          <FormField id={`contact-channel-${lead.id}`} label={t('contact.channel')} error={errors.channel}>
            {(control) => (
              <NativeSelect {...control} value={channel} onChange={(event) => setChannel(event.target.value)}>
                <option value="">{t('choose')}</option>
                {CONTACT_CHANNELS.map((value) => (
                  <option key={value} value={value}>
                    {t(`channels.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <TextareaField
            id={`contact-notes-${lead.id}`}
            label={t('notesOptional')}
            error={errors.notes}
            rows={3}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </>
      )}
    />
  );
}
