import { toasterStore } from '@web/lib/notify';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const Toaster = lazy(() => import('./sonner').then((m) => ({ default: m.Toaster })));

/** Mounts the toast area on the first toast only (see lib/notify.ts). */
export function ToasterHost() {
  const requested = useSyncExternalStore(toasterStore.subscribe, toasterStore.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster onMounted={toasterStore.mounted} />
    </Suspense>
  );
}
