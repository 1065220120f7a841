import { cn } from '@web/lib/cn';
import type { ComponentProps } from 'react';

/**
 * shadcn/ui's label on a native <label> rather than Radix's: Radix adds only a guard against
 * text selection on double click (select-none does that here) and would bring Radix onto the
 * landing page's first load (D110).
 */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers tie it to their control with htmlFor.
    <label
      data-slot="label"
      className={cn('text-sm font-medium leading-none text-foreground select-none', className)}
      {...props}
    />
  );
}
