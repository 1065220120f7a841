import { zodResolver } from '@hookform/resolvers/zod';
import { clientNoteRequestSchema } from '@shared/contracts/cases';
import { TextareaField } from '@web/components/text-fields';
import { TitledCard } from '@web/components/titled-card';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { formatCount } from '@web/lib/intl';
import { notify } from '@web/lib/notify';
import { useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAddClientNote } from '../api/add-client-note';

const noteSchema = clientNoteRequestSchema.pick({ body: true });
type NoteValues = { body: string };
const MAX_NOTE_LENGTH = 5000;

/** A note for the legal team, added to the case's activity (POST /api/client/notes). */
export function NoteCard({ caseId }: { caseId: string }) {
  const { t, i18n } = useTranslation('documents');
  const addNote = useAddClientNote();
  const fieldId = useId();
  const form = useForm<NoteValues>({ resolver: zodResolver(noteSchema), defaultValues: { body: '' } });
  const { errors, isSubmitting } = form.formState;

  // The schema's wording, in the reader's language (the schema itself speaks English).
  function fieldError(error: FieldError | undefined): string | undefined {
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    if (error.type === 'too_big')
      return t('note.tooLong', { max: formatCount(MAX_NOTE_LENGTH, i18n.language) });
    return t('note.required');
  }

  async function onSubmit(values: NoteValues) {
    try {
      await addNote.mutateAsync({ caseId, body: values.body });
      form.reset();
      notify.success(t('note.successTitle'), { description: t('note.successBody') });
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields?.body : undefined;
      if (fieldMessage) form.setError('body', { type: 'server', message: fieldMessage });
      const message = error instanceof ApiError && error.message ? error.message : t('note.failed');
      notify.error(t('note.failedTitle'), { description: message });
    }
  }

  return (
    <TitledCard heading={<h3>{t('note.title')}</h3>} description={t('note.description')}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <TextareaField
          id={fieldId}
          label={t('note.label')}
          error={fieldError(errors.body)}
          {...form.register('body')}
          rows={5}
        />
        <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
          {isSubmitting ? t('note.sending') : t('note.submit')}
        </Button>
      </form>
    </TitledCard>
  );
}
