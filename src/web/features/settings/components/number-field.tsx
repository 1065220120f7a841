import { InputField } from '@web/components/text-fields';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A labelled number input bound to a text field of the form (empty stays '', not 0). */
export function NumberField<T extends FieldValues>(props: {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  step?: string;
}) {
  return (
    <InputField
      id={props.id}
      label={props.label}
      hint={props.hint}
      error={props.error}
      {...props.form.register(props.name)}
      type="number"
      inputMode="decimal"
      step={props.step ?? '1'}
      inputClassName="sm:max-w-xs"
    />
  );
}
