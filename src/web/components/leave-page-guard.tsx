import { type ReactNode, useCallback, useState } from 'react';
import { useBlocker } from 'react-router';
import { LeaveTabDialog, type LeaveTabTexts } from './leave-tab-dialog';

/**
 * Asks before a page holding unsaved edits is left inside the app: a link or a notification to
 * another page, the browser's Back, or signing out (`confirmLeave`, asked before the session
 * ends, so Stay keeps a working page). Reload and closing are the browser's own prompt
 * (beforeunload); moving between tabs of the page is the tabs' guard.
 */
export function useLeavePageGuard(args: { isDirty: boolean; discard: () => void; texts: LeaveTabTexts }): {
  confirmLeave: () => Promise<boolean>;
  dialog: ReactNode;
} {
  const { isDirty, discard, texts } = args;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);
  const confirmLeave = useCallback(
    () => (isDirty ? new Promise<boolean>((resolve) => setAnswer(() => resolve)) : Promise.resolve(true)),
    [isDirty],
  );
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    answer?.(false);
    setAnswer(null);
  };
  const leave = () => {
    discard();
    if (blocker.state === 'blocked') blocker.proceed();
    answer?.(true);
    setAnswer(null);
  };
  const dialog = (
    <LeaveTabDialog
      open={blocker.state === 'blocked' || answer !== null}
      texts={texts}
      onStay={stay}
      onLeave={leave}
    />
  );
  return { confirmLeave, dialog };
}
