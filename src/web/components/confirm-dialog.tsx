import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import type { ComponentProps, FormEvent, ReactNode } from 'react';

type ConfirmDialogProps = {
  /** Controlled from outside; without it the trigger opens the dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog, if it stands with it. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** What stands between the question and the answers (a field, the server's refusal). */
  children?: ReactNode;
  /** The safe answer: closes and does nothing. */
  cancelLabel: string;
  /** The answer that acts (an AlertDialogAction, or a busy-aware button). */
  action: ReactNode;
  /** With a field inside: the dialog is a form and the action submits it. */
  onSubmit?: (event: FormEvent) => void | Promise<void>;
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>['onCloseAutoFocus'];
};

/** A question before a destructive or irreversible step: Cancel is first and is what Escape means. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const body = (
    <>
      <AlertDialogTitle>{props.title}</AlertDialogTitle>
      <AlertDialogDescription>{props.description}</AlertDialogDescription>
      {props.children}
      <AlertDialogFooter>
        <AlertDialogCancel>{props.cancelLabel}</AlertDialogCancel>
        {props.action}
      </AlertDialogFooter>
    </>
  );
  return (
    <AlertDialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger ? <AlertDialogTrigger asChild>{props.trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={props.onCloseAutoFocus}>
        {props.onSubmit ? (
          <form noValidate onSubmit={props.onSubmit} className="grid gap-4">
            {body}
          </form>
        ) : (
          body
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * A ConfirmDialog's action that keeps the dialog open until the server answers, so a refusal
 * shows beside the question; the caller closes it when done.
 */
export function AwaitedAction(props: {
  destructive?: boolean;
  pending: boolean;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <AlertDialogAction
      destructive={props.destructive}
      disabled={props.pending}
      onClick={(event) => {
        event.preventDefault();
        void props.onConfirm();
      }}
    >
      {props.children}
    </AlertDialogAction>
  );
}
