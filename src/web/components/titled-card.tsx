import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import type { ReactNode } from 'react';

type TitledCardProps = {
  /** The heading element itself, so each screen keeps its own level (h2 on a tab, h3 in a section). */
  heading: ReactNode;
  /** A line under the heading. */
  description?: string;
  /** Lets a field point at the description (aria-describedby). */
  descriptionId?: string;
  className?: string;
  contentClassName?: string;
  /** The content is loading: announced on the content, not the heading. */
  busy?: boolean;
  children: ReactNode;
};

/** A card with its heading on top and the content under it: the panels of the portal and the desks. */
export function TitledCard(props: TitledCardProps) {
  return (
    <Card className={props.className}>
      <CardHeader>
        <CardTitle>{props.heading}</CardTitle>
        {props.description ? (
          <CardDescription id={props.descriptionId}>{props.description}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent aria-busy={props.busy} className={props.contentClassName}>
        {props.children}
      </CardContent>
    </Card>
  );
}
