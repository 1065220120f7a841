import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { useMessages } from '../api/get-messages';
import { MessageItem } from './message-item';
import { useThreadScroll } from './use-thread-scroll';

type MessageThreadProps = {
  thread: ReturnType<typeof useMessages>;
  freshIds: ReadonlySet<string>;
  /** The staff side words the thread from its own point of view (default: the client's). */
  label?: string;
  emptyText?: string;
};

/** The thread oldest at the top; earlier pages load above. A log region, so arrivals are announced. */
export function MessageThread({ thread, freshIds, label, emptyText }: MessageThreadProps) {
  const { query, messages } = thread;
  const { t } = useTranslation('messages');
  const scrollRef = useThreadScroll(messages);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3">
        <Skeleton className="h-16 w-3/4" />
        <Skeleton className="ml-auto h-16 w-3/4" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-destructive">{t('thread.error')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('thread.retry')}
        </Button>
      </div>
    );
  }
  if (messages.length === 0) {
    return (
      <div className="flex items-start gap-3 rounded-md bg-muted p-4">
        <MessagesSquare aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">{emptyText ?? t('thread.empty')}</p>
      </div>
    );
  }
  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={label ?? t('thread.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="max-h-[60vh] min-h-48 overflow-y-auto rounded-md border border-border bg-muted/50 p-3 [overflow-anchor:none] focus-visible:outline-2 focus-visible:outline-ring sm:p-4"
    >
      {query.hasNextPage ? (
        <div className="mb-3 flex justify-center">
          <Button
            variant="outline"
            size="sm"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('thread.earlier')}
          </Button>
        </div>
      ) : null}
      <ol className="grid gap-3">
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} isNew={freshIds.has(message.id)} />
        ))}
      </ol>
    </div>
  );
}
