import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { AttachDocument } from './attach-document';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import { useMarkReadWhileOpen } from './use-mark-read-while-open';

/** The portal's messages tab (issue 5): the case thread with the firm's team, live. */
export function MessagesTab({ caseId }: { caseId: string }) {
  // The tab's texts load when it is first opened; until then a placeholder holds its place.
  return (
    <Suspense fallback={<Skeleton className="mt-6 h-64 w-full" />}>
      <MessagesTabContent caseId={caseId} />
    </Suspense>
  );
}

function MessagesTabContent({ caseId }: { caseId: string }) {
  const { t } = useTranslation('messages');
  const thread = useMessages(caseId);
  const send = useSendMessage(caseId);
  const freshIds = useMarkReadWhileOpen(caseId, thread.messages, thread.unreadCount, thread.query.isSuccess);
  return (
    <div className="mt-6 grid gap-4">
      <div className="grid gap-2">
        <h2 className="text-xl font-semibold text-navy">{t('title')}</h2>
        <p className="max-w-prose text-muted-foreground">{t('intro')}</p>
      </div>
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <MessageThread query={thread.query} messages={thread.messages} freshIds={freshIds} />
          <MessageComposer send={send} secondaryAction={<AttachDocument caseId={caseId} send={send} />} />
        </CardContent>
      </Card>
    </div>
  );
}
