import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import type { ComponentProps } from 'react';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'className'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
};

/** A labelled native select with its hint and error tied to it (the text fields' counterpart). */
export function SelectField({ id, label, error, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(tie) => (
        <NativeSelect {...tie} {...select}>
          {children}
        </NativeSelect>
      )}
    </FormField>
  );
}
