import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One thing an admin must act on, in amber with its title and what to do: a reason a month cannot
 * be signed off, a server setting to fix. Goes in a `<ul>` of its kind.
 */
export function WarningItem({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-0.5">
        <p className="font-medium">{title}</p>
        <p>{children}</p>
      </div>
    </li>
  );
}
