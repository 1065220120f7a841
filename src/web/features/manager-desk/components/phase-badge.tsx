import type { Phase } from '@shared/domain/phases';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { CheckCircle2, CircleDot, FileSearch, Gavel, Landmark, Lock, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOKS: StatusLook<Phase> = {
  new: { tone: 'info', Icon: CircleDot },
  investigation: { tone: 'neutral', Icon: Search },
  evidence: { tone: 'neutral', Icon: FileSearch },
  legal: { tone: 'warning', Icon: Gavel },
  recovery: { tone: 'warning', Icon: Landmark },
  completed: { tone: 'success', Icon: CheckCircle2 },
  closed: { tone: 'neutral', Icon: Lock },
};

/** A case's phase in words and an icon (D9's one vocabulary). */
export function PhaseBadge({ phase }: { phase: Phase }) {
  const { t } = useTranslation('manager');
  return <StatusBadge status={phase} looks={LOOKS} label={t(`phases.${phase}`)} />;
}
