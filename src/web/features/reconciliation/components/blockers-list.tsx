import type { Reconciliation } from '@shared/contracts/reconciliation';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Each reason the month cannot be signed off yet, in words, with what to do about it. */
export function BlockersList({ blockers }: { blockers: Reconciliation['blockers'] }) {
  const { t } = useTranslation('reconciliation');
  if (blockers.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={t('blockers.label')}>
      {blockers.map((blocker) => (
        <li
          key={blocker}
          className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-900" />
          <div className="grid gap-0.5">
            <p className="font-medium">{t(`blockers.${blocker}.title`)}</p>
            <p>{t(`blockers.${blocker}.todo`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
