import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

type SectionProps = {
  id: string;
  title: string;
  lead?: string;
  /** A tinted band, to separate neighbouring sections without lines. */
  muted?: boolean;
  children: ReactNode;
};

/** One band of the landing page: an anchor for the top navigation, a heading, a lead sentence. */
export function Section({ id, title, lead, muted = false, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-4', muted && 'bg-muted')}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id={`${id}-title`} className="font-serif text-3xl font-semibold tracking-tight">
          {title}
        </h2>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-foreground/80">{lead}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
