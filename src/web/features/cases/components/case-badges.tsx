import type { Phase, Priority } from '@shared/domain/phases';
import { PhaseBadge as SharedPhaseBadge } from '@web/components/phase-badge';
import { PRIORITY_LOOKS } from '@web/components/status-looks';
import { StatusBadge } from '@web/components/ui/badge';
import { useTranslation } from 'react-i18next';

/** The case's phase in the one vocabulary of D9, with its icon. */
export function PhaseBadge({ phase }: { phase: Phase }) {
  const { t } = useTranslation('cases');
  return <SharedPhaseBadge phase={phase} label={t(`lawyer.phases.${phase}`)} />;
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  const { t } = useTranslation('cases');
  return (
    <StatusBadge
      status={priority}
      looks={PRIORITY_LOOKS}
      label={t('priority.badge', { priority: t(`priorities.${priority}`) })}
    />
  );
}
