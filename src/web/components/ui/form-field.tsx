import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';
import { Label } from './label';

/** What a field's control needs so that assistive technology links it to its label and errors. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  id: string;
  label: string;
  /** Shown under the control and announced with it; also marks the control invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A visible label, the control, an optional hint and the error text, all tied together by id. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FormMessage id={errorId}>{error}</FormMessage>
    </div>
  );
}

export function FormMessage({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} data-slot="form-message" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
