import { cn } from '@web/lib/cn';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

/**
 * shadcn/ui's button, in Recourse colours: teal for the one action that matters on a screen.
 * Text size and wrapping live in the sizes, not the base, so no size has to override the base:
 * the public pages render without tailwind-merge (D110, public-classes.test.tsx).
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline:
          'border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        /** On a dark band (the landing page's call to action). */
        inverse: 'bg-white text-navy hover:bg-white/90',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm whitespace-nowrap',
        sm: 'h-9 px-3 text-sm whitespace-nowrap',
        /**
         * The public pages' calls to action: their labels run long in French and Italian, so
         * they wrap on a phone rather than push the page wider than the screen (issue 17).
         */
        lg: 'min-h-11 px-6 py-2 text-base text-center',
        /** Full width on a phone, and the label may wrap (a form's long submit label). */
        block: 'min-h-11 w-full px-6 py-3 text-base sm:w-auto',
        icon: 'size-10 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants> & { className?: string };

/**
 * A button's look for a link (`<a className={buttonClass({ size: 'lg' })}>`). Links take the
 * classes instead of Radix's Slot through `asChild`, which kept Slot off the landing page's
 * first load (D110).
 */
export const buttonClass = ({ variant, size, className }: ButtonVariantProps = {}) =>
  cn(buttonVariants({ variant, size, className }));

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * While its action runs: disabled and aria-busy, so a second click sends nothing twice and a
     * screen reader hears that it is working. `disabled` or `aria-busy`, when given, win.
     */
    busy?: boolean;
  };

export function Button({ className, variant, size, type, busy, disabled, ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      className={buttonClass({ variant, size, className })}
      // type="button" unless told otherwise, so a button never submits a form by accident.
      type={type ?? 'button'}
      disabled={disabled ?? busy}
      aria-busy={props['aria-busy'] ?? busy}
      {...props}
    />
  );
}
