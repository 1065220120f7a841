import type { Phase } from '@shared/domain/phases';
import { useTranslation } from 'react-i18next';

/** The timeline's event kinds (server/db/schema/case-events.ts) that have their own staff wording. */
const KNOWN = new Set([
  'case_opened',
  'phase_changed',
  'case_updated',
  'lawyer_assigned',
  'lead_contacted',
  'lead_qualified',
  'lead_rejected',
  'lead_converted',
  'client_note',
  'document_uploaded',
  'document_reviewed',
  'recovery_recorded',
  'recovery_reversed',
  'withdrawal_requested',
  'withdrawal_updated',
  'message_sent',
  'fee_agreement_accepted',
]);

type EventLike = { kind: string; fromPhase: Phase | null; toPhase: Phase | null };

/** What a timeline event says to the case team; an unknown kind still shows, in general words. */
export function useEventText() {
  const { t } = useTranslation('lawyer');
  return (event: EventLike): string => {
    if (!KNOWN.has(event.kind)) return t('events.other');
    if (event.kind === 'phase_changed' && event.toPhase) {
      return event.fromPhase
        ? t('events.phase_changed', {
            fromPhase: t(`phases.${event.fromPhase}`),
            toPhase: t(`phases.${event.toPhase}`),
          })
        : t('events.phase_set', { toPhase: t(`phases.${event.toPhase}`) });
    }
    return t(`events.${event.kind}`);
  };
}
