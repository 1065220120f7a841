import type { Message } from '@shared/contracts/messages';
import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the newest message in view: on open and whenever a newer one arrives. When earlier
 * messages are loaded above, the view stays on the message the reader was looking at.
 */
export function useThreadScroll(messages: Message[]) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<{ newest?: string; oldest?: string; height: number }>({ height: 0 });
  const newest = messages.at(-1)?.id;
  const oldest = messages[0]?.id;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = last.current;
    if (newest !== before.newest) {
      element.scrollTop = element.scrollHeight;
    } else if (oldest !== before.oldest) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    last.current = { newest, oldest, height: element.scrollHeight };
  }, [newest, oldest]);

  return ref;
}
