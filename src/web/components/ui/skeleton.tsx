import { cn } from '@web/lib/cn';
import type { ComponentProps } from 'react';

/** A grey block where content is loading; hidden from assistive technology (the region says busy). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-secondary', className)}
      {...props}
    />
  );
}
