import type { Reconciliation } from '@shared/contracts/reconciliation';
import { WarningItem } from '@web/components/warning-item';
import { useTranslation } from 'react-i18next';

/** Each reason the month cannot be signed off yet, in words, with what to do about it. */
export function BlockersList({ blockers }: { blockers: Reconciliation['blockers'] }) {
  const { t } = useTranslation('reconciliation');
  if (blockers.length === 0) return null;
  return (
    <ul className="grid gap-2" aria-label={t('blockers.label')}>
      {blockers.map((blocker) => (
        <WarningItem key={blocker} title={t(`blockers.${blocker}.title`)}>
          {t(`blockers.${blocker}.todo`)}
        </WarningItem>
      ))}
    </ul>
  );
}
