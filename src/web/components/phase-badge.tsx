import type { Phase } from '@shared/domain/phases';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { Archive, CheckCircle2, CircleDot, FileSearch, HandCoins, Scale, Search } from 'lucide-react';

/** One look per phase on every screen (D9's one vocabulary): the same tone and icon everywhere. */
const PHASE_LOOKS: StatusLook<Phase> = {
  new: { tone: 'neutral', Icon: CircleDot },
  investigation: { tone: 'info', Icon: Search },
  evidence: { tone: 'info', Icon: FileSearch },
  legal: { tone: 'warning', Icon: Scale },
  recovery: { tone: 'info', Icon: HandCoins },
  completed: { tone: 'success', Icon: CheckCircle2 },
  closed: { tone: 'neutral', Icon: Archive },
};

/** A case's phase in words (the caller's translation) and its icon. */
export function PhaseBadge({ phase, label }: { phase: Phase; label: string }) {
  return <StatusBadge status={phase} looks={PHASE_LOOKS} label={label} />;
}
