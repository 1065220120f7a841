import type { ExternalToast } from 'sonner';

/**
 * Toasts without putting sonner on every page's first load (issue 4: first load ≤ 120 KB gzip).
 * The first toast asks ToasterHost to mount the lazily loaded Toaster, waits until it listens,
 * then shows the toast; later toasts go straight through.
 */
type Sonner = typeof import('sonner');

let requested = false;
let loaded: Promise<Sonner> | undefined;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const listeners = new Set<() => void>();

/** For ToasterHost (useSyncExternalStore): whether any toast has been asked for yet. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  requested: () => requested,
  /** Called by the Toaster once it is mounted and subscribed to sonner's state. */
  mounted: () => markMounted(),
};

function sonner(): Promise<Sonner> {
  if (!loaded) {
    requested = true;
    for (const listener of listeners) listener();
    loaded = Promise.all([import('sonner'), mounted]).then(([module]) => module);
  }
  return loaded;
}

type Kind = 'success' | 'error' | 'info' | 'warning';
const show = (kind: Kind) => (title: string, options?: ExternalToast) => {
  void sonner().then(({ toast }) => toast[kind](title, options));
};

export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
