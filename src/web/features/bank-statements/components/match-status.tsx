import type { LineMatch } from '@shared/contracts/bank-statements';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { meQueryOptions } from '@web/features/auth';
import { useFormats } from '@web/lib/use-formats';
import type { TFunction } from 'i18next';
import { Ban, CircleCheck, CircleDashed, Hourglass, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOKS: StatusLook<LineMatch['status'] | 'waiting'> = {
  matched: { tone: 'success', Icon: CircleCheck },
  not_client_money: { tone: 'neutral', Icon: Ban },
  unmatched: { tone: 'warning', Icon: CircleDashed },
  // Issue 32 item 5: its statement was withdrawn; the line counts nowhere.
  withdrawn: { tone: 'neutral', Icon: Undo2 },
  // D35: tied to a report nobody else has confirmed yet: matched, but not money in.
  waiting: { tone: 'warning', Icon: Hourglass },
};

/**
 * Where a line stands (issue 19 item 3): matched (to which case, automatically or by whom), set
 * aside as not client money (why), or unmatched (and, after an undo, who undid it and why). A line
 * tied to a report that still waits for a second person says so, and why (D35).
 */
export function MatchStatus({ match }: { match: LineMatch }) {
  const { t } = useTranslation('bankStatements');
  const me = useQuery(meQueryOptions()).data?.user.id;
  const waiting = match.awaitingSecondPerson;
  const formats = useFormats();
  const who = match.decidedByName ?? t('bankMatching.status.formerUser');
  const when = match.decidedAt ? formats.date(match.decidedAt) : null;
  const decided = when ? t('bankMatching.status.decidedBy', { name: who, date: when }) : null;
  return (
    <div className="grid max-w-64 min-w-36 justify-items-start gap-0.5 text-xs">
      <StatusBadge
        status={waiting ? 'waiting' : match.status}
        looks={LOOKS}
        label={t(`bankMatching.status.${match.status}`)}
      />
      {match.status === 'matched' ? (
        <>
          <span className="text-sm text-navy">
            {match.caseReference
              ? t('bankMatching.status.case', { reference: match.caseReference })
              : t('bankMatching.status.noCase')}
          </span>
          <span>{entryKindLabel(t, match.transactionKind)}</span>
          <span className="text-muted-foreground">
            {match.auto ? t('bankMatching.status.automatic') : decided}
          </span>
          {waiting ? (
            <span className="break-words text-sm font-medium text-amber-800">
              {waiting.reportedById === me
                ? t('bankMatching.status.waitsForSecondYou')
                : t('bankMatching.status.waitsForSecondOther', {
                    name: waiting.reportedByName ?? t('bankMatching.status.formerUser'),
                  })}
            </span>
          ) : null}
        </>
      ) : null}
      {match.status !== 'matched' && match.reason ? (
        <>
          <span className="break-words text-sm">
            {t(
              match.status === 'unmatched'
                ? 'bankMatching.status.undoneReason'
                : 'bankMatching.status.reason',
              { reason: match.reason },
            )}
          </span>
          {decided ? <span className="text-muted-foreground">{decided}</span> : null}
        </>
      ) : null}
    </div>
  );
}

const NAMED_KINDS = ['recovery_report', 'recovery', 'payout'] as const;

/** A ledger entry's kind in words: the three a line can be matched to, else "ledger entry". */
export function entryKindLabel(t: TFunction<'bankStatements'>, kind: string | null) {
  const named = NAMED_KINDS.find((k) => k === kind);
  return named ? t(`bankMatching.kinds.${named}`) : t('bankMatching.kinds.other');
}
