import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

type Report = (section: string, isDirty: boolean) => void;
const UnsavedContext = createContext<Report | null>(null);

/**
 * Which settings sections hold edits not saved yet. Owned by the admin console, above its tabs,
 * because the tab switch that would lose the edits happens there. While any section is dirty a
 * reload or closing the page asks the browser's "Leave site?" first.
 */
export function useUnsavedSettings() {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((section, isDirty) => {
    setDirty((current) => {
      if (current.has(section) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  const isDirty = dirty.size > 0;

  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  // The sections' forms unmount with the tab, so forgetting them here is all discarding takes.
  const discard = useCallback(() => setDirty(new Set()), []);
  return useMemo(() => ({ isDirty, discard, report }), [isDirty, discard, report]);
}

export function UnsavedSettingsProvider({ value, children }: { value: Report; children: ReactNode }) {
  return <UnsavedContext.Provider value={value}>{children}</UnsavedContext.Provider>;
}

/** A section says whether it has unsaved edits; leaving (unmounting) counts as having none. */
export function useReportUnsaved(section: string, isDirty: boolean) {
  const report = useContext(UnsavedContext);
  useEffect(() => {
    report?.(section, isDirty);
    return () => report?.(section, false);
  }, [report, section, isDirty]);
}
