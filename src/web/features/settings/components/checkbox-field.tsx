import { Checkbox } from '@web/components/ui/checkbox';
import { FormMessage } from '@web/components/ui/form-field';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** A checkbox bound to a form field, its label beside it and its error under it. */
export function CheckboxField<T extends FieldValues>(props: {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  id: string;
  label: string;
  error?: string | undefined;
}) {
  const errorId = props.error ? `${props.id}-error` : undefined;
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Controller
          control={props.control}
          name={props.name}
          render={({ field }) => (
            <Checkbox
              id={props.id}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(value) => field.onChange(value === true)}
              onBlur={field.onBlur}
              aria-invalid={Boolean(props.error)}
              aria-describedby={errorId}
            />
          )}
        />
        <label htmlFor={props.id} className="text-sm leading-snug">
          {props.label}
        </label>
      </div>
      <FormMessage id={errorId}>{props.error}</FormMessage>
    </div>
  );
}
