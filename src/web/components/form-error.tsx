import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';

/**
 * A form-wide problem (the server's message, a lost connection) above the form's buttons:
 * announced when it appears, and nothing at all while there is none.
 */
export function FormError({ children, className }: { children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('text-sm font-medium text-destructive', className)}>
      {children}
    </p>
  );
}
