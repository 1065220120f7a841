import { isCaseEventKind } from '@shared/domain/case-events';
import type { Phase } from '@shared/domain/phases';
import { useTranslation } from 'react-i18next';

type EventLike = { kind: string; fromPhase: Phase | null; toPhase: Phase | null };

/** What a timeline event says to the case team; an unknown kind still shows, in general words. */
export function useEventText() {
  const { t } = useTranslation('cases');
  return (event: EventLike): string => {
    if (!isCaseEventKind(event.kind)) return t('events.other');
    if (event.kind === 'phase_changed' && event.toPhase) {
      return event.fromPhase
        ? t('events.phase_changed', {
            fromPhase: t(`lawyer.phases.${event.fromPhase}`),
            toPhase: t(`lawyer.phases.${event.toPhase}`),
          })
        : t('events.phase_set', { toPhase: t(`lawyer.phases.${event.toPhase}`) });
    }
    return t(`events.${event.kind}`);
  };
}
