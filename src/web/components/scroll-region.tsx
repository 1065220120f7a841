import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its table is wider than the screen (long names, longer
 * languages, a tablet): a named region the keyboard can reach (axe scrollable-region-focusable),
 * so what is off to the right is announced and can be scrolled to.
 */
export function ScrollRegion({
  label,
  labelledBy,
  className,
  children,
}: {
  label?: string;
  /** The id of a visible caption naming the region, in place of `label`. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      aria-label={label}
      aria-labelledby={labelledBy}
      // Relative: screen-reader-only text is positioned absolutely and would otherwise escape the
      // scrolling box and widen the whole page on a phone.
      className={cn('relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring', className)}
    >
      {children}
    </section>
  );
}
