import { Skeleton } from '@web/components/ui/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import { useMarkReadWhileOpen } from './use-mark-read-while-open';

/**
 * The case thread as the firm's staff see it (issue 6): the same live thread and composer as the
 * portal, worded from the team's side, without the client's evidence upload.
 */
export function CaseThread({ caseId }: { caseId: string }) {
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full" />}>
      <CaseThreadContent caseId={caseId} />
    </Suspense>
  );
}

function CaseThreadContent({ caseId }: { caseId: string }) {
  const { t } = useTranslation('messages');
  const thread = useMessages(caseId);
  const send = useSendMessage(caseId);
  const freshIds = useMarkReadWhileOpen(caseId, thread.messages, thread.unreadCount, thread.query.isSuccess);
  return (
    <div className="grid gap-4">
      <MessageThread
        query={thread.query}
        messages={thread.messages}
        freshIds={freshIds}
        label={t('staff.label')}
        emptyText={t('staff.empty')}
      />
      <MessageComposer send={send} />
    </div>
  );
}
