import { cn } from '@web/lib/cn';
import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/** shadcn/ui's popover over Radix: Esc closes it and focus returns to its trigger. */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

export function PopoverContent({
  className,
  align = 'end',
  sideOffset = 6,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 w-[min(24rem,calc(100vw-1rem))] rounded-lg border border-border bg-popover p-4 text-popover-foreground shadow-lg outline-none',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
