import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
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
};

/** A dialog that asks for a few fields: a title, what it does, the form, then Cancel and the action. */
export function FormDialog(props: FormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className={props.className}>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription>{props.description}</DialogDescription>
        <form noValidate onSubmit={props.onSubmit} className="grid gap-4">
          {props.children}
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
