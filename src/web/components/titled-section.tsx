import type { ReactNode } from 'react';

/** A part of a dialog or panel under its own h3, which names it for a screen reader's landmarks. */
export function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="font-semibold text-navy">
        {title}
      </h3>
      {children}
    </section>
  );
}
