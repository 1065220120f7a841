import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type IconTitleProps = {
  /** A heading inside a panel (h3, h4), or the title line of a note that is not a section (p). */
  as: 'h3' | 'h4' | 'p';
  id?: string;
  icon: LucideIcon;
  /** The icon's size and colour where it differs from the text's (size-4 by default). */
  iconClassName?: string;
  children: ReactNode;
};

/** A title with a small icon before it, in navy: panels of the case drawer, notes under a list. */
export function IconTitle({ as: Tag, id, icon: Icon, iconClassName = 'size-4', children }: IconTitleProps) {
  return (
    <Tag
      id={id}
      className={cn('flex items-center gap-2 text-navy', Tag === 'p' ? 'font-medium' : 'font-semibold')}
    >
      <Icon aria-hidden="true" className={iconClassName} />
      {children}
    </Tag>
  );
}
