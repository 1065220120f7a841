import type { CaseDeadline } from '@shared/contracts/deadlines';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { Ban, CircleCheck, CircleDot, Clock, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** How a deadline reads at a glance: closed as met or waived, or open and how close it is. */
export type ShownState = 'overdue' | 'soon' | 'open' | 'met' | 'waived';

/** Within the first reminder's distance (14 days) an open deadline is "due soon". */
const SOON_DAYS = 14;

export function shownState(deadline: Pick<CaseDeadline, 'state' | 'daysLeft'>): ShownState {
  if (deadline.state !== 'open') return deadline.state;
  if (deadline.daysLeft < 0) return 'overdue';
  return deadline.daysLeft <= SOON_DAYS ? 'soon' : 'open';
}

const LOOKS: StatusLook<ShownState> = {
  overdue: { tone: 'danger', Icon: TriangleAlert },
  soon: { tone: 'warning', Icon: Clock },
  open: { tone: 'neutral', Icon: CircleDot },
  met: { tone: 'success', Icon: CircleCheck },
  waived: { tone: 'neutral', Icon: Ban },
};

/** The state in words and an icon, never colour alone. */
export function DeadlineStateBadge({ state }: { state: ShownState }) {
  const { t } = useTranslation('deadlines');
  return <StatusBadge status={state} looks={LOOKS} label={t(`deadlines.state.${state}`)} />;
}
