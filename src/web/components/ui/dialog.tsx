import { cn } from '@web/lib/cn';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useReturnFocus } from './return-focus';

/**
 * shadcn/ui's dialog over Radix: focus is trapped inside and returns to the control that opened
 * it on close, also when that was not a Dialog.Trigger (return-focus.ts).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  closeButton = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  /** The corner "Close" (issue 17: every dialog can be left visibly); off where the body has its own. */
  closeButton?: boolean;
}) {
  const { t } = useTranslation('common');
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-background p-6 shadow-lg',
          className,
        )}
        {...props}
        {...returnFocus}
      >
        {children}
        {/* Last in the markup, so opening still focuses the dialog's first field, not this. */}
        {closeButton ? (
          <DialogPrimitive.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-2 right-2"
              aria-label={t('dialog.close')}
            >
              <X aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  // Room on the right for the corner Close button.
  return (
    <DialogPrimitive.Title className={cn('pr-8 text-xl font-semibold text-navy', className)} {...props} />
  );
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
