import type { LedgerEntry } from '@shared/contracts/ledger';
import type { ReportStatus } from '@shared/domain/ledger';
import { useQuery } from '@tanstack/react-query';
import { TitledSection } from '@web/components/titled-section';
import { Badge, StatusBadge, type StatusLook } from '@web/components/ui/badge';
import { meQueryOptions } from '@web/features/auth';
import { useFormats } from '@web/lib/use-formats';
import { CheckCircle2, Clock, TriangleAlert, Undo2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmReportButton, RejectReportButton, RetractReportButton } from './report-actions';
import { ReverseRecoveryButton } from './reverse-recovery-button';

const REPORT_LOOKS: StatusLook<ReportStatus> = {
  awaiting_confirmation: { tone: 'info', Icon: Clock },
  confirmed: { tone: 'success', Icon: CheckCircle2 },
  retracted: { tone: 'neutral', Icon: Undo2 },
  rejected: { tone: 'danger', Icon: XCircle },
};

/** Who may confirm or reject a report someone else made (D26); the server checks it again. */
const CONFIRMERS = new Set(['manager', 'admin']);

/**
 * The case's ledger, newest first: each recovery with its fee and share, source and reference.
 * A reported recovery (D26) shows where it stands and, while it awaits, what the viewer may do:
 * a manager or admin who did not report it confirms or rejects it; its reporter may retract it.
 * A recovery not yet reversed can be reversed (a correcting entry; nothing is ever edited).
 */
export function LedgerEntries({ caseId, entries }: { caseId: string; entries: LedgerEntry[] }) {
  const { t } = useTranslation('ledger');
  const role = useQuery(meQueryOptions()).data?.user.role;
  const rows = [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <TitledSection id="ledger-heading" title={t('ledger.title')}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('ledger.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3 text-sm"
            >
              <EntryText entry={entry} />
              <EntryActions caseId={caseId} entry={entry} canConfirm={CONFIRMERS.has(role ?? '')} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function EntryText({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('ledger');
  const f = useFormats();
  const report = entry.report;
  const details = () => {
    if (entry.kind === 'recovery') {
      return (
        <>
          <p className="text-muted-foreground">
            {t('ledger.recoveryLine', {
              fee: f.money(entry.feeAmountCents ?? 0, entry.currency),
              share: f.money(entry.clientShareAmountCents ?? 0, entry.currency),
              source: entry.source ? t(`sources.${entry.source}`) : t('none'),
              reference: entry.reference ?? t('none'),
              date: f.date(entry.receivedAt ?? entry.createdAt),
            })}
          </p>
          {entry.reportId ? (
            <p className="text-muted-foreground">
              {t('ledger.confirmationLine', { date: f.date(entry.createdAt) })}
            </p>
          ) : null}
        </>
      );
    }
    if (entry.kind === 'recovery_report') {
      return (
        <p className="text-muted-foreground">
          {t('ledger.reportLine', {
            source: entry.source ? t(`sources.${entry.source}`) : t('none'),
            reference: entry.reference ?? t('none'),
            date: f.date(entry.receivedAt ?? entry.createdAt),
            reportedOn: f.date(entry.createdAt),
          })}
        </p>
      );
    }
    if (entry.kind === 'report_retraction') {
      return (
        <p className="text-muted-foreground">
          {t('ledger.retractionLine', { date: f.date(entry.createdAt) })}
        </p>
      );
    }
    if (entry.kind === 'report_rejection') {
      return (
        <p className="text-muted-foreground">
          {t('ledger.rejectionLine', { date: f.date(entry.createdAt), reason: entry.reason ?? t('none') })}
        </p>
      );
    }
    return (
      <p className="text-muted-foreground">
        {entry.reason
          ? t('ledger.otherLineWithReason', { date: f.date(entry.createdAt), reason: entry.reason })
          : t('ledger.otherLine', { date: f.date(entry.createdAt) })}
      </p>
    );
  };
  return (
    <div className="grid min-w-0 flex-1 basis-64 gap-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
        <span>
          {t(`ledger.kind.${entry.kind}`)}
          {' · '}
          <span className="tabular-nums">{f.money(entry.amountCents, entry.currency)}</span>
        </span>
        {report ? (
          <StatusBadge
            status={report.status}
            looks={REPORT_LOOKS}
            label={t(`ledger.status.${report.status}`)}
          />
        ) : null}
        {report?.aboveClaim ? (
          <Badge tone="warning">
            <TriangleAlert aria-hidden="true" />
            {t('ledger.aboveClaim')}
          </Badge>
        ) : null}
      </p>
      {details()}
      {report?.aboveClaim && entry.reason ? (
        <p className="break-words rounded-sm border-l-2 border-amber-400 bg-amber-50 px-2 py-1 text-amber-950">
          {t('ledger.aboveClaimReason', { reason: entry.reason })}
        </p>
      ) : null}
      {entry.reversedById ? <p className="text-muted-foreground">{t('ledger.reversed')}</p> : null}
    </div>
  );
}

function EntryActions({
  caseId,
  entry,
  canConfirm,
}: {
  caseId: string;
  entry: LedgerEntry;
  canConfirm: boolean;
}) {
  const { t } = useTranslation('ledger');
  if (entry.kind === 'recovery' && !entry.reversedById) {
    return <ReverseRecoveryButton caseId={caseId} entry={entry} />;
  }
  const report = entry.report;
  if (entry.kind !== 'recovery_report' || report?.status !== 'awaiting_confirmation') return null;
  if (report.reportedByYou) {
    return (
      <div className="grid w-full justify-items-start gap-2">
        <p className="text-muted-foreground">{t('ledger.awaitingOther')}</p>
        <RetractReportButton caseId={caseId} entry={entry} />
      </div>
    );
  }
  if (!canConfirm) {
    return <p className="w-full text-muted-foreground">{t('ledger.awaitingOther')}</p>;
  }
  return (
    <div className="grid w-full gap-2">
      <p className="text-muted-foreground">{t('ledger.awaitingYou')}</p>
      <div className="flex flex-wrap gap-2">
        <ConfirmReportButton caseId={caseId} entry={entry} />
        <RejectReportButton caseId={caseId} entry={entry} />
      </div>
    </div>
  );
}
