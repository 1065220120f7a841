import type { BankStatementSummary } from '@shared/contracts/bank-statements';
import { useFormats } from '@web/lib/use-formats';
import { useTranslation } from 'react-i18next';

/** "Withdrawn on … by …: reason" (issue 32 item 5), on the list and above the lines. */
export function WithdrawalNote({ statement }: { statement: BankStatementSummary }) {
  const { t } = useTranslation('bankStatements');
  const formats = useFormats();
  const { withdrawal } = statement;
  if (!withdrawal) return null;
  return (
    <p className="max-w-prose text-sm break-words text-amber-800">
      {t('withdraw.note', {
        date: formats.date(withdrawal.withdrawnAt),
        name: withdrawal.withdrawnByName ?? t('list.formerUser'),
        reason: withdrawal.reason,
      })}
    </p>
  );
}

/** How the statement follows the previous one of its account (issue 32 item 4), one sentence each. */
export function ContinuityNotes({ statement }: { statement: BankStatementSummary }) {
  const { t } = useTranslation('bankStatements');
  const formats = useFormats();
  if (statement.continuity.length === 0) return null;
  return (
    <ul className="grid max-w-56 gap-0.5 text-xs text-amber-800">
      {statement.continuity.map((issue) => (
        <li key={issue.kind}>
          {t(`continuity.${issue.kind}`, {
            date: issue.previousToDate ? formats.date(issue.previousToDate) : t('list.notStated'),
            previous: issue.previousSequenceNo ?? t('list.notStated'),
            current: statement.sequenceNo ?? t('list.notStated'),
          })}
        </li>
      ))}
    </ul>
  );
}
