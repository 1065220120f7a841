import type { Message } from '@shared/contracts/messages';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/intl';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Who wrote it: "You", or the team member's name and role. */
function useSenderText(message: Message): string {
  const { t } = useTranslation('messages');
  if (message.mine) return t('sender.you');
  if (!message.sender) return t('sender.removed');
  const { firstName, lastName, role } = message.sender;
  return t('sender.named', { name: `${firstName} ${lastName}`, role: t(`role.${role}`) });
}

/** One message; the body is plain text with its line breaks kept (never read as HTML). */
export function MessageItem({ message, isNew }: { message: Message; isNew: boolean }) {
  const { t, i18n } = useTranslation('messages');
  const sender = useSenderText(message);
  return (
    <li className={cn('flex', message.mine ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={sender}
        className={cn(
          'grid max-w-[85%] gap-1 rounded-lg border px-3 py-2 sm:max-w-[75%]',
          message.mine ? 'border-primary/30 bg-accent' : 'border-border bg-background',
        )}
      >
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="font-semibold text-navy">{sender}</span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
          {isNew ? (
            <Badge tone="info">
              <Mail aria-hidden="true" />
              {t('thread.new')}
            </Badge>
          ) : null}
        </header>
        <p className="text-sm break-words whitespace-pre-wrap text-foreground">{message.body}</p>
      </article>
    </li>
  );
}
