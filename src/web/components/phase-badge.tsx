import type { Phase } from '@shared/domain/phases';
import { PHASE_LOOKS } from '@web/components/status-looks';
import { StatusBadge } from '@web/components/ui/badge';

/** A case's phase in words (the caller's translation) and its icon, the same on every screen (D9). */
export function PhaseBadge({ phase, label }: { phase: Phase; label: string }) {
  return <StatusBadge status={phase} looks={PHASE_LOOKS} label={label} />;
}
