import { Button } from '@web/components/ui/button';
import { Plus } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import {
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form';

/**
 * An editable list inside a form (one field array): its name, a hint, the rows (or what an empty
 * list means), and Add, which stops at the schema's limit rather than the save failing.
 */
export function ListFieldset<T extends FieldValues, N extends ArrayPath<T>>(props: {
  form: UseFormReturn<T, unknown, unknown>;
  name: N;
  /** The most rows the shared schema accepts. */
  max: number;
  /** What Add puts in a new row. */
  blank: FieldArray<T, N>;
  legend: string;
  hint?: string | undefined;
  emptyText: string;
  addLabel: string;
  /** One row's fields; `remove` drops the row. */
  children: (index: number, remove: () => void) => ReactNode;
}) {
  const { fields, append, remove } = useFieldArray({ control: props.form.control, name: props.name });
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-medium">{props.legend}</legend>
      {props.hint ? <p className="text-sm text-muted-foreground">{props.hint}</p> : null}
      {fields.length === 0 ? <p className="text-sm italic text-muted-foreground">{props.emptyText}</p> : null}
      {fields.map((field, index) => (
        <Fragment key={field.id}>{props.children(index, () => remove(index))}</Fragment>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append(props.blank)}
          disabled={fields.length >= props.max}
        >
          <Plus aria-hidden="true" />
          {props.addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
