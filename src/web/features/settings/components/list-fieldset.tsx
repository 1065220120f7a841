import { Button } from '@web/components/ui/button';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';

/** An editable list inside a form: its name, a hint, the rows (or what an empty list means), and Add. */
export function ListFieldset(props: {
  legend: string;
  hint?: string | undefined;
  empty?: string | undefined;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-medium">{props.legend}</legend>
      {props.hint ? <p className="text-sm text-muted-foreground">{props.hint}</p> : null}
      {props.empty ? <p className="text-sm italic text-muted-foreground">{props.empty}</p> : null}
      {props.children}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={props.onAdd} disabled={!props.canAdd}>
          <Plus aria-hidden="true" />
          {props.addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
