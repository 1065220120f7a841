import { Card } from '@web/components/ui/card';
import type { ReactNode } from 'react';

/**
 * The portal's amber card for a step the client still owes (confirm the address, choose a
 * password): a named region with an icon, what is missing, why, and the one action.
 */
export function ReminderCard(props: {
  id: string;
  icon: ReactNode;
  title: string;
  body: string;
  /** The action, a button. */
  children: ReactNode;
}) {
  return (
    <Card
      role="region"
      aria-labelledby={props.id}
      className="flex flex-col gap-4 border-amber-400 bg-amber-50 p-5 sm:flex-row sm:items-center"
    >
      {props.icon}
      <div className="flex-1">
        <h2 id={props.id} className="font-semibold text-navy">
          {props.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{props.body}</p>
      </div>
      {props.children}
    </Card>
  );
}
