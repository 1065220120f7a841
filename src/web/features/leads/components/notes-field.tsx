import { TextareaField } from '@web/components/text-fields';
import { useTranslation } from 'react-i18next';

/** The optional notes of a lead step (contact, qualify): they stay with the lead's history. */
export function NotesField(props: {
  id: string;
  error: string | undefined;
  value: string;
  onChange: (notes: string) => void;
}) {
  const { t } = useTranslation('leads');
  return (
    <TextareaField
      id={props.id}
      label={t('notesOptional')}
      error={props.error}
      rows={3}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** Notes as the step sends them: trimmed, and left out when blank. */
export const notesPayload = (notes: string) => (notes.trim() ? { notes: notes.trim() } : {});
