import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The browser's own select, styled like our inputs: on phones it opens the system picker, works
 * before any JavaScript has loaded, and costs nothing on the public site's first load.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          'flex h-11 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
