import { cn } from '@web/lib/cn';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';

/** shadcn/ui's dialog over Radix: focus is trapped inside and returns to where it was on close. */
export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-background p-6 shadow-lg',
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-semibold text-navy', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

/** The three footers the dialogs use: stacked on a phone, always one row, or a row that may wrap. */
const actionsLayout = {
  stack: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
  row: 'flex justify-end gap-2',
  wrap: 'flex flex-wrap justify-end gap-2',
} as const;

type DialogActionsProps = {
  /** Closes the dialog and keeps nothing. */
  cancelLabel: string;
  layout?: keyof typeof actionsLayout;
  /** The dialog's own action (a submit button, with its busy state). */
  children: ReactNode;
};

/** A dialog's footer: Cancel, then the action; so every dialog lets one leave the same way. */
export function DialogActions({ cancelLabel, layout = 'stack', children }: DialogActionsProps) {
  return (
    <div className={actionsLayout[layout]}>
      <DialogClose asChild>
        <Button variant="outline">{cancelLabel}</Button>
      </DialogClose>
      {children}
    </div>
  );
}
