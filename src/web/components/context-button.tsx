import { Button } from '@web/components/ui/button';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

type ContextButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  icon?: LucideIcon | undefined;
  /** The short word shown on the button ("Edit"). */
  label: string;
  /** What it acts on, heard after the label ("Edit Desk A"): the row or card has many such buttons. */
  context: string;
};

/**
 * A small outlined action of a row or card. Every row says "Edit", so a screen reader's list of
 * buttons would not tell them apart without the hidden context.
 */
export function ContextButton({ icon: Icon, label, context, variant, size, ...button }: ContextButtonProps) {
  return (
    <Button variant={variant ?? 'outline'} size={size ?? 'sm'} {...button}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {label}
      <span className="sr-only">{` ${context}`}</span>
    </Button>
  );
}
