import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
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
    <FormField id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <Input
          {...control}
          {...props.form.register(props.name)}
          type="number"
          inputMode="decimal"
          step={props.step ?? '1'}
          className="sm:max-w-xs"
        />
      )}
    </FormField>
  );
}
