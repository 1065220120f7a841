import type { ReactNode } from 'react';

type SectionHeadingProps = {
  /** The section names itself with it (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** One sentence under the title on what the section is for. */
  intro?: ReactNode;
  /** A tab's own heading is an h2; a part of a tab is an h3. */
  level?: 2 | 3;
  /** xl for a workspace tab's title, lg for a panel inside one. */
  size?: 'xl' | 'lg';
  /** A 4px gap between title and intro; the older lists sit them flush. */
  gap?: boolean;
};

const sizes = { xl: 'text-xl font-semibold text-navy', lg: 'text-lg font-semibold text-navy' } as const;

/** A section's title, and its intro if it has one: the same type and colours on every screen. */
export function SectionHeading({
  id,
  title,
  intro,
  level = 2,
  size = 'lg',
  gap = true,
}: SectionHeadingProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const heading = (
    <Heading id={id} className={sizes[size]}>
      {title}
    </Heading>
  );
  if (intro === undefined) return heading;
  return (
    <div className={gap ? 'grid gap-1' : undefined}>
      {heading}
      <p className="text-sm text-muted-foreground">{intro}</p>
    </div>
  );
}
