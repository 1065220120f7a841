import { Dialog, DialogContent } from '@web/components/ui/dialog';
import type { ReactNode } from 'react';
import { CaseDetailBody } from './case-detail-body';

export type CaseDetailDrawerProps = {
  caseId: string | null;
  onClose: () => void;
  /** Opened with Message: the thread is where the lawyer lands. */
  focusMessages: boolean;
  /** The case thread, composed by the route (features do not import each other). */
  renderMessages?: ((caseId: string) => ReactNode) | undefined;
  /** The admin's drawer offers Assign / Reassign a lawyer. */
  canAssign?: boolean;
};

/**
 * The case detail as a drawer over the list, so the list keeps its search, filters and page.
 * It follows `?case=<id>` in the address: Esc or close clears it, a link or reload opens it.
 */
export function CaseDetailDrawer({
  caseId,
  onClose,
  focusMessages,
  renderMessages,
  canAssign,
}: CaseDetailDrawerProps) {
  return (
    <Dialog open={caseId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {caseId ? (
        <DialogContent
          aria-describedby={undefined}
          closeButton={false}
          className="top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-4xl translate-x-0 translate-y-0 content-start gap-6 rounded-none p-4 sm:p-6"
        >
          <CaseDetailBody
            key={caseId}
            caseId={caseId}
            onClose={onClose}
            focusMessages={focusMessages}
            renderMessages={renderMessages}
            canAssign={canAssign}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
