import { useEffect } from 'react';

/**
 * Spec §2: legal pages are noindex. The prerendered HTML carries the tag already; this keeps it
 * right when a visitor reaches the page from elsewhere in the app, and removes it on leaving.
 */
export function useRobotsNoindex(): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = 'noindex';
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, []);
}
