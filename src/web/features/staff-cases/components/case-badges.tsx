import type { Phase, Priority } from '@shared/domain/phases';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import {
  Archive,
  ArrowDown,
  ArrowUp,
  CheckCircle2,
  CircleDot,
  FileSearch,
  HandCoins,
  Minus,
  Scale,
  Search,
  TriangleAlert,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

const PHASE_LOOKS: StatusLook<Phase> = {
  new: { tone: 'neutral', Icon: CircleDot },
  investigation: { tone: 'info', Icon: Search },
  evidence: { tone: 'info', Icon: FileSearch },
  legal: { tone: 'warning', Icon: Scale },
  recovery: { tone: 'info', Icon: HandCoins },
  completed: { tone: 'success', Icon: CheckCircle2 },
  closed: { tone: 'neutral', Icon: Archive },
};

const PRIORITY_LOOKS: StatusLook<Priority> = {
  urgent: { tone: 'danger', Icon: TriangleAlert },
  high: { tone: 'warning', Icon: ArrowUp },
  medium: { tone: 'neutral', Icon: Minus },
  low: { tone: 'neutral', Icon: ArrowDown },
};

/** The case's phase in the one vocabulary of D9, with its icon. */
export function PhaseBadge({ phase }: { phase: Phase }) {
  const { t } = useTranslation('lawyer');
  return <StatusBadge status={phase} looks={PHASE_LOOKS} label={t(`phases.${phase}`)} />;
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
