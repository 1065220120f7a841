import type { Phase } from '@shared/domain/phases';
import { PhaseBadge as SharedPhaseBadge } from '@web/components/phase-badge';
import { useTranslation } from 'react-i18next';

/** A case's phase in the manager's words. */
export function PhaseBadge({ phase }: { phase: Phase }) {
  const { t } = useTranslation('cases');
  return <SharedPhaseBadge phase={phase} label={t(`manager.phases.${phase}`)} />;
}
