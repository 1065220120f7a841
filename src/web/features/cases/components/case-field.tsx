import type { ReactNode } from 'react';

/** One labelled particular of a case (in a `dl`), the same on the case card and in the case's summary. */
export function CaseField({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'grid min-w-0 gap-0.5 col-span-2' : 'grid min-w-0 gap-0.5'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words text-navy">{children}</dd>
    </div>
  );
}
