import { useMessages } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { AttachDocument } from './attach-document';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import { useMarkReadWhileOpen } from './use-mark-read-while-open';

type CaseConversationProps = {
  caseId: string;
  /** The staff side words the thread from its own point of view (default: the client's). */
  label?: string;
  emptyText?: string;
  /** The client may attach evidence beside Send; the staff side may not. */
  canAttach?: boolean;
};

/** A case's live thread above its composer, for the client and the staff alike; what is shown is marked read. */
export function CaseConversation({ caseId, label, emptyText, canAttach = false }: CaseConversationProps) {
  const thread = useMessages(caseId);
  const send = useSendMessage(caseId);
  const freshIds = useMarkReadWhileOpen(caseId, thread.messages, thread.unreadCount, thread.query.isSuccess);
  return (
    <>
      <MessageThread thread={thread} freshIds={freshIds} label={label} emptyText={emptyText} />
      <MessageComposer
        send={send}
        secondaryAction={canAttach ? <AttachDocument caseId={caseId} send={send} /> : undefined}
      />
    </>
  );
}
