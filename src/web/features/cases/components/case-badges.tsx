import type { Phase, Priority } from '@shared/domain/phases';
import { PhaseBadge as SharedPhaseBadge } from '@web/components/phase-badge';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { ArrowDown, ArrowUp, Minus, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const PRIORITY_LOOKS: StatusLook<Priority> = {
  urgent: { tone: 'danger', Icon: TriangleAlert },
  high: { tone: 'warning', Icon: ArrowUp },
  medium: { tone: 'neutral', Icon: Minus },
  low: { tone: 'neutral', Icon: ArrowDown },
};

/** The case's phase in the one vocabulary of D9, with its icon. */
export function PhaseBadge({ phase }: { phase: Phase }) {
  const { t } = useTranslation('lawyer');
  return <SharedPhaseBadge phase={phase} label={t(`phases.${phase}`)} />;
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  const { t } = useTranslation('lawyer');
  return (
    <StatusBadge
      status={priority}
      looks={PRIORITY_LOOKS}
      label={t('priority.badge', { priority: t(`priorities.${priority}`) })}
    />
  );
}
