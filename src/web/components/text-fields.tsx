import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import type { ComponentProps } from 'react';

/** What a labelled field adds around its control (see FormField). */
type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The field's box (label, control, hint, error), e.g. a column span. */
  className?: string | undefined;
  /** The control's own classes. */
  inputClassName?: string | undefined;
};

/** A labelled text input with its hint and error tied to it; every other prop goes to the input. */
export function InputField({
  id,
  label,
  error,
  hint,
  className,
  inputClassName,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...input} className={inputClassName} />}
    </FormField>
  );
}

/** A labelled text area with its hint and error tied to it; every other prop goes to the text area. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  className,
  inputClassName,
  ...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <Textarea {...control} {...textarea} className={inputClassName} />}
    </FormField>
  );
}
