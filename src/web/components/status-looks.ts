import type { ShownStatus } from '@shared/domain/account-status';
import type { DocumentStatus } from '@shared/domain/documents';
import type { LeadStatus } from '@shared/domain/leads';
import type { Phase, Priority } from '@shared/domain/phases';
import type { WithdrawalStatus } from '@shared/domain/withdrawals';
import type { StatusLook } from '@web/components/ui/badge';
import {
  Archive,
  ArrowDown,
  ArrowUp,
  BadgeCheck,
  Ban,
  CheckCircle2,
  CircleCheck,
  CircleDot,
  CirclePause,
  CircleX,
  Clock,
  FileSearch,
  FolderCheck,
  HandCoins,
  MailCheck,
  Minus,
  PhoneCall,
  Scale,
  Search,
  ThumbsUp,
  TriangleAlert,
} from 'lucide-react';

/*
 * One look (tone and icon) per value of each status vocabulary of shared/domain, so a status looks
 * the same on every screen that shows it (D9's one vocabulary, first kept for phases): a document's
 * review in the client's evidence list and in analytics, an account in the lawyer's clients and in
 * the admin's users. The words stay with each screen's badge, in its own translations.
 */

export const PHASE_LOOKS: StatusLook<Phase> = {
  new: { tone: 'neutral', Icon: CircleDot },
  investigation: { tone: 'info', Icon: Search },
  evidence: { tone: 'info', Icon: FileSearch },
  legal: { tone: 'warning', Icon: Scale },
  recovery: { tone: 'info', Icon: HandCoins },
  completed: { tone: 'success', Icon: CheckCircle2 },
  closed: { tone: 'neutral', Icon: Archive },
};

export const PRIORITY_LOOKS: StatusLook<Priority> = {
  urgent: { tone: 'danger', Icon: TriangleAlert },
  high: { tone: 'warning', Icon: ArrowUp },
  medium: { tone: 'neutral', Icon: Minus },
  low: { tone: 'neutral', Icon: ArrowDown },
};

export const DOCUMENT_LOOKS: StatusLook<DocumentStatus> = {
  pending: { tone: 'warning', Icon: Clock },
  verified: { tone: 'success', Icon: CircleCheck },
  rejected: { tone: 'danger', Icon: CircleX },
};

export const LEAD_LOOKS: StatusLook<LeadStatus> = {
  new: { tone: 'info', Icon: CircleDot },
  contacted: { tone: 'warning', Icon: PhoneCall },
  qualified: { tone: 'success', Icon: BadgeCheck },
  converted: { tone: 'neutral', Icon: FolderCheck },
  rejected: { tone: 'danger', Icon: CircleX },
};

export const WITHDRAWAL_LOOKS: StatusLook<WithdrawalStatus> = {
  pending: { tone: 'warning', Icon: Clock },
  approved: { tone: 'info', Icon: ThumbsUp },
  paid: { tone: 'success', Icon: CircleCheck },
  rejected: { tone: 'danger', Icon: CircleX },
  cancelled: { tone: 'neutral', Icon: Ban },
};

/** An account's real status (active, inactive, banned). */
export const ACCOUNT_LOOKS: StatusLook<ShownStatus> = {
  active: { tone: 'success', Icon: CircleCheck },
  inactive: { tone: 'neutral', Icon: CirclePause },
  banned: { tone: 'danger', Icon: Ban },
  // Invited, never signed in (shared/domain/account-status.ts).
  invited: { tone: 'info', Icon: MailCheck },
};
