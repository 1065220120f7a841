import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import type { ComponentProps, JSX } from 'react';

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

/** A control in its labelled field, with its hint and error tied to it; every other prop goes to the control. */
function labelled<Tag extends 'input' | 'textarea' | 'select'>(
  Control: (props: ComponentProps<Tag>) => JSX.Element,
) {
  return function Field(props: FieldProps & Omit<ComponentProps<Tag>, 'id' | 'className'>) {
    const { id, label, error, hint, className, inputClassName, ...control } = props;
    return (
      <FormField id={id} label={label} error={error} hint={hint} className={className}>
        {(tie) => <Control {...tie} {...(control as ComponentProps<Tag>)} className={inputClassName} />}
      </FormField>
    );
  };
}

/** A labelled text input (Input). */
export const InputField = labelled<'input'>(Input);
/** A labelled text area (Textarea). */
export const TextareaField = labelled<'textarea'>(Textarea);
/** A labelled drop-down (NativeSelect); its options are the children. */
export const SelectField = labelled<'select'>(NativeSelect);
