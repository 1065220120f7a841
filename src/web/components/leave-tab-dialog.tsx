import { AlertDialogAction } from '@web/components/ui/alert-dialog';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** What a workspace asks before another tab opens, in the reader's language. */
export type LeaveTabTexts = { title: string; description: string; stay: string; leave: string };

/** A workspace's wish to be asked before its open tab is left (e.g. while it holds unsaved edits). */
export type LeaveTabGuard = {
  /** Whether leaving the open tab needs a confirmation now. */
  isBlocking: boolean;
  /** The person chose to leave: called just before the other tab opens. */
  onLeave: () => void;
  texts: LeaveTabTexts;
};

type Origin = 'tabs' | 'menu';

/**
 * Puts a tab change through the guard: without one, or while it does not block, the change happens
 * at once; otherwise the dialog asks first. Afterwards the focus goes to the tab now open (a tab
 * list focuses-to-select, so returning it to the tab that was refused would ask again).
 */
export function useLeaveTabGuard<T extends string>(args: {
  tabs: readonly T[];
  tab: T;
  onTabChange: (tab: T) => void;
  guard: LeaveTabGuard | undefined;
  list: RefObject<HTMLElement | null>;
  menu: RefObject<HTMLElement | null>;
}): { request: (next: T, from: Origin) => void; dialog: ReactNode } {
  const { tabs, tab, onTabChange, guard } = args;
  const [pending, setPending] = useState<{ tab: T; from: Origin } | null>(null);
  const focusAfter = useRef<{ tab: T; from: Origin } | null>(null);

  const request = (next: T, from: Origin) => {
    if (next === tab) return;
    if (guard?.isBlocking) setPending({ tab: next, from });
    else onTabChange(next);
  };
  const stay = () => {
    if (pending && !focusAfter.current) focusAfter.current = { tab, from: pending.from };
    setPending(null);
  };
  const leave = () => {
    if (!pending) return;
    focusAfter.current = pending;
    guard?.onLeave();
    onTabChange(pending.tab);
    setPending(null);
  };
  const focus = () => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (!target) return;
    const triggers = args.list.current?.querySelectorAll<HTMLElement>('[role="tab"]');
    const element = target.from === 'menu' ? args.menu.current : triggers?.[tabs.indexOf(target.tab)];
    element?.focus();
  };

  const dialog = guard ? (
    <LeaveTabDialog
      open={pending !== null}
      texts={guard.texts}
      onStay={stay}
      onLeave={leave}
      onClosed={focus}
    />
  ) : null;
  return { request, dialog };
}

type Props = {
  open: boolean;
  texts: LeaveTabTexts;
  onStay: () => void;
  onLeave: () => void;
  /** Where the keyboard focus goes once the dialog is gone; without it, back to where it came from. */
  onClosed?: () => void;
};

/**
 * "Leave this tab?": Stay is the safe answer, so it has the focus first and Escape means it too.
 * Leaving is styled as destructive because what the tab held is lost.
 */
export function LeaveTabDialog({ open, texts, onStay, onLeave, onClosed }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onStay()}
      onCloseAutoFocus={(event) => {
        if (!onClosed) return;
        event.preventDefault();
        onClosed();
      }}
      title={texts.title}
      description={texts.description}
      cancelLabel={texts.stay}
      action={
        <AlertDialogAction destructive onClick={onLeave}>
          {texts.leave}
        </AlertDialogAction>
      }
    />
  );
}
