import { FormError } from '@web/components/form-error';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { cn } from '@web/lib/cn';
import type { ComponentProps, FormEvent, ReactNode } from 'react';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The form's fields; the browser's own validation is off, the dialog shows its own errors. */
  children: ReactNode;
  onSubmit: (event: FormEvent) => void | Promise<void>;
  cancelLabel: string;
  /** The submit button's label; `busy` while the form is sent, `destructive` for a step that removes or refuses. */
  submitLabel?: ReactNode;
  busy?: boolean;
  destructive?: boolean;
  /** A submit button of the dialog's own, in place of the one `submitLabel` makes. */
  submit?: ReactNode;
  layout?: ComponentProps<typeof DialogActions>['layout'];
  /** Widens the dialog for a form with more fields. */
  className?: string;
  /** A form of many fields (a payment, an evidence pack): a wider dialog, the fields in two columns that scroll. */
  wide?: boolean;
  /** A form-wide problem (the server's message), under the fields and above the buttons. */
  error?: ReactNode;
};

/** A dialog that asks for a few fields: a title, what it does, the form, then Cancel and the action. */
export function FormDialog(props: FormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className={props.wide ? cn('sm:max-w-xl', props.className) : props.className}>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription>{props.description}</DialogDescription>
        <form noValidate onSubmit={props.onSubmit} className="grid gap-4">
          {props.wide ? (
            <div className="grid max-h-[60vh] gap-4 overflow-y-auto pr-1 sm:grid-cols-2">
              {props.children}
            </div>
          ) : (
            props.children
          )}
          <FormError>{props.error}</FormError>
          <DialogActions cancelLabel={props.cancelLabel} layout={props.layout}>
            {props.submit ?? (
              <Button type="submit" variant={props.destructive ? 'destructive' : 'default'} busy={props.busy}>
                {props.submitLabel}
              </Button>
            )}
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
